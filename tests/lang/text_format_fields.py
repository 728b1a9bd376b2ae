# str.format fields of builtin values read their spec in place and write small ints straight
# into the result; script classes (and subclasses of builtins) still get their __format__.
class Money:
    def __init__(self, c):
        self.c = c

    def __format__(self, spec):
        return f"<{self.c}|{spec}>"

    def __repr__(self):
        return f"Money({self.c})"


class Plain:
    def __str__(self):
        return "plain!"

    def __repr__(self):
        return "Plain()"


class MyInt(int):
    def __format__(self, spec):
        return "myint" + spec


class MyStr(str):
    def __format__(self, spec):
        return "mystr[" + spec + "]"


class Sub(int):
    pass


vals = [0, -1, 7, 2 ** 63 - 1, -2 ** 63, 2 ** 64, -(10 ** 30), True, False, None, 1.5, -0.0,
        1e300, float("inf"), float("nan"), "abc", "", "日本", MyInt(5), MyStr("q"), Sub(9),
        Money(3), Plain(), [1, "a"], (2,), {"k": 1}]
for v in vals:
    print("[{}] [{!r}] [{!s:>6}] [{:}]".format(v, v, v, v))
for spec in ["", ">8", "<4", "^7", "08", "+", ",", "_", "x", "#x", ".3", "e", "%", "s", "d", "b"]:
    for v in (42, -42, 3.25, "hi", True, Sub(11), MyInt(2), Money(1)):
        try:
            print(repr(spec), "{0:{1}}".format(v, spec), ("{:" + spec + "}").format(v))
        except (ValueError, TypeError) as e:
            print(repr(spec), type(v).__name__, type(e).__name__, e)
print("{0}-{1}-{0}".format(12, "x"), "{a}{b}".format(a=1, b=-2), "{0[1]}{1.c}".format([5, 6], Money(4)))
print("{:{w}.{p}f}|{:{w}d}".format(3.14159, 42, w=9, p=2))
print("{:>{}}".format(7, 5), "{{}} {}".format(8), "{:,}".format(1234567), "{:_b}".format(255))
print("{x}".format_map({"x": 10}), "{}{}{}".format(1, 2.0, "3"))
for bad in ["{:zz}", "{:xx}", "{:,_}", "{:.}", "{0:d}", "{:=s}"]:
    for v in (5, 2.5, "s"):
        try:
            print(bad.format(v))
        except (ValueError, TypeError) as e:
            print(bad, type(v).__name__, type(e).__name__, e)
out = []
for i in range(-300, 300, 7):
    out.append("{}:{}:{:>5}:{:.1f}".format(i, i * 977, i, i / 3))
print(" ".join(out))

class F(str):
    pass

for v, spec in [(True, "s"), (Sub(3), "s"), (F("1.5"), "d"), (MyStr("a"), "d"), (False, "zz"),
                (F("2.0"), "xx"), (True, "=^8,"), (Sub(4), "c"), (F("0.5"), "%")]:
    for call in (lambda: format(v, spec), lambda: ("{:" + spec + "}").format(v),
                 lambda: f"{v:{spec}}"):
        try:
            print(repr(call()))
        except (ValueError, TypeError) as e:
            print(type(e).__name__, e)
print(repr("%c|%5c" % (Sub(65), Sub(0x65E5))), repr(f"{Sub(66):c}{True:c}"))
for v in (Sub(-1), Sub(0x110000), Sub(2 ** 70), 2 ** 70):
    for call in (lambda: format(v, "c"), lambda: "%c" % v):
        try:
            print(repr(call()))
        except (ValueError, TypeError, OverflowError) as e:
            print(type(e).__name__, e)
