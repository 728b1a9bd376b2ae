# str.format fields and %-conversions written straight into the result being built
# (np_format_plain_to, percent_convert): results longer than the buffer's inline bytes, every
# value type, fills of several bytes, and values whose own __format__/__str__/__repr__ runs.
class S(str):
    pass


class F(str):
    def __format__(self, spec):
        return "F[" + spec + "]"


class R:
    def __repr__(self):
        return "R!é"

    def __str__(self):
        return "str-of-R"


row = "{:>12}|{:<9.3}|{:^+11,.2f}|{:é>7}|{:#010x}|{:c}|{!r:>8}|{:>5}|{:%}|{:e}"
for i in range(4):
    vals = (i * 12345, "abcdefgh" * i, -1234.5 * i, "ü" * i, 255 * i, 65 + i, "q", True, i / 7,
            i * 1e20)
    print(row.format(*vals))
    print(((row + "|") * 3).format(*(vals * 3)))
    print("{}|{:>10}|{:<4}|{!s:>6}|{:3}".format(S("sub"), S("sub"), F("x"), R(), F("y")))
    print("%10s|%-8r|%.2s|%5.1s|%a|%c|%c|%-6c|%s" % ("é" * i, "r", "abc", "xyz", "ü", "Ω", 937,
                                                     88, R()))
    print("%08.3f|%-+9.2e|%G|%#o|%%|%x" % (3.14159 * i, -2.5e-7, 1e30, 8 * i, 255))
print(len("{:>150}{:<150}".format("a", "b")), "{:>150}{:<150}".format("a", "b").count(" "))
print(len("%150s%-150d|" % ("a", 5)))
for spec in ("{:d}", "{:s}", "{:>5d}", "{:=^7}"):
    for v in ("a", 1.5, [1]):
        try:
            print(spec.format(v))
        except (ValueError, TypeError) as e:
            print(type(e).__name__, e)
