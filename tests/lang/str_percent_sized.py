# %-formatting's sized fast path with flags and widths (vm/np_format.c percent_simple): '-' and
# '0' flags, widths counted in code points, %x/%X/%i/%u of small ints, and the shapes it must
# leave to the general path (other flags, precision, '*', wide fields, keys, bools, floats).
vals = [0, 7, -7, 255, -255, 65535, 10 ** 12, -(10 ** 12), 2 ** 62, -(2 ** 62)]
for v in vals:
    print("%d|%5d|%-5d|%05d|%-05d|%0d|%00007d" % (v, v, v, v, v, v, v))
    print("%x|%X|%6x|%-6X|%06x|%i|%u|%3i" % (v, v, v, v, v, v, v, v))
    print("%s|%5s|%-5s|%05s|%-05s|" % (v, v, v, v, v))
for s in ["", "a", "abc", "héllo", "☺", "x" * 70]:
    print("[%s][%3s][%-3s][%06s][%-6s]" % (s, s, s, s, s))
print("2024-03-%02d %02d:%02d:%02d [%s] %s: %s" % (1, 2, 3, 4, "INFO", "api", "user=%d bytes=%d took=%d req 0x%x" % (5, 6, 7, 0xBEEF)))
print("%-6s %6d" % ("WARN", 42), "%%%d%%" % 5, "%5s%%" % "a", "é%3dé" % 5)
print("%s" * 10 % tuple(range(10)))
print("%d" * 11 % tuple(range(11)))
for fmt, args in (("%64d", (1,)), ("%65d", (1,)), ("%+d", (3,)), ("% d", (3,)), ("%#x", (255,)),
                  ("%.3d", (5,)), ("%*d", (4, 5)), ("%5.1s", ("abc",)), ("%o", (8,)),
                  ("%05d", (True,)), ("%5x", (1.5,)), ("%5s", (None,)), ("%(a)5d", {"a": 3}),
                  ("%5%", ()), ("%5%", (1,)), ("%-%", (1,)), ("%5", (1,)), ("%05", (1,)),
                  ("%-", ()), ("%x", ("a",)), ("%5d", ("a",)), ("%3s %3s", ("a",)),
                  ("%3s", ("a", "b")), ("%X", (2 ** 70,)), ("%5s", (b"x",)), ("%-5d", (-0,)),
                  ("%010d", (-(2 ** 63),)), ("%x", (-(2 ** 63),)), ("%0-5d|", (3,)), ("%5hd", (3,))):
    try:
        print(repr(fmt % args))
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e)
class S(str):
    pass
print("%5s|" % S("ab"), "%-4s|" % S("é"))
# %r of plain ASCII strs is the str in single quotes; anything repr escapes or quotes
# otherwise goes to the general path.
for s in ["u1", "", "it's", 'say "hi"', "back\\slash", "tab\there", "é", "x" * 64, "y" * 65,
          "\x7f", " ~"]:
    print("%r|%6r|%-6r|%06r" % (s, s, s, s))
print("request %d path=/items/%s user=%r" % (7, 5, "u1"), "%r %r" % (5, -3), "%05r" % 42)
print("%r" % True, "%r" % 1.5, "%r" % S("ab"), "%r" % None)
