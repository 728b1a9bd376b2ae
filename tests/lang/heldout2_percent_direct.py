# %-formatting's direct path (small ints for %d/%i/%u/%x/%X with '-', '0' and widths, and
# exact strs for %s) next to the cases that must still take the general path: sign flags,
# '#', precision, '*' widths, big ints, bools, floats for %d, str subclasses, wide widths,
# mappings, and the errors.
vals = [0, 7, -7, 255, -255, 2**62, -2**63, 2**63 - 1, 10**20, -10**20, True, False, 3.99, -2.5]
for fmt in ("%d", "%i", "%u", "%5d", "%-5d|", "%05d", "%-05d|", "%x", "%X", "%8x", "%08X",
            "%-8x|", "%+d", "% d", "%#x", "%#X", "%.3d", "%7.3d", "%*d", "%-*d|", "%065d",
            "%70d"):
    out = []
    for v in vals:
        try:
            if "*" in fmt:
                out.append(fmt % (6, v))
            else:
                out.append(fmt % v)
        except TypeError as e:
            out.append("TypeError: %s" % e)
    print(fmt, out)


class S(str):
    def __str__(self):
        return "custom"


print("%s|%s|%s" % ("plain", S("sub"), ""), "%s" % "é✓", "[%s]" % ("x" * 3))
print("%5s|%-5s|%.2s|%r|%a" % ("ab", "cd", "efg", "h'i", "é"))
print("%(a)d-%(b)s-%(a)05d" % {"a": -42, "b": "bee"})
print("%d%%%s %c%c" % (1, "x", 65, "B"), "%s %s" % (None, [1, "a"]))
for bad in (lambda: "%d" % "x", lambda: "%x" % 1.5, lambda: "%d %d" % (1,),
            lambda: "%d" % (1, 2), lambda: "%s %q" % (1, 2), lambda: "%(a)d" % 5):
    try:
        print(bad())
    except (TypeError, ValueError, KeyError) as e:
        print(type(e).__name__, e)
print("".join("%02d:%02d:%02d [%s] %x|" % (h, m, s, w, h * m) for h, m, s, w in
              [(0, 5, 9, "a"), (23, 59, 60, "bc"), (-1, 100, 7, "")]))
