# %-formatting with only bare %s / %d conversions of strs and small ints (the sized fast path,
# percent_simple) against every shape it must leave to the general path: %%, non-ASCII text
# on either side, negative and zero ints, bools, floats, str subclasses, too few or too many
# arguments, a trailing '%', a dict argument, more than eight conversions.
class S(str):
    def __str__(self):
        return "sub"


print("%s#%d" % ("node", 7), "%d-%d" % (-12, 0), "%s" % "only", "%d" % -5)
print("%s|%s" % ("é☺", "x"), "→%s←%d" % ("ab", 99), len("%s→" % "☺é"))
print("100%% %s %d%%" % ("done", 3), "%%" % (), "plain" % ())
print("%s %d" % (True, False), "%s/%s" % (1.5, None), "%s" % S("x"), "%d" % 2 ** 70)
print("%s" * 9 % tuple(range(9)), "%s" * 8 % tuple("abcdefgh"))
print("%s-%s" % ("a", 12345678901234), "%d" % (-(2 ** 62)), "%s" % (-(2 ** 62) - 1))
print("%(a)s" % {"a": 1}, "%5s|%-3d|" % ("r", 4), "%s" % [1, "x"])
for fmt, args in (("%s %s", ("a",)), ("%s", ("a", "b")), ("abc %", ()), ("%s %", ("a",)),
                  ("%d", "x"), ("%d", ("x",)), ("x", "y"), ("%q", (1,))):
    try:
        print(repr(fmt % args))
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e)
t = "%s:%d" % ("k" * 300, 1)
print(len(t), t[-4:], ("%s" % ("é" * 300)).count("é"))
