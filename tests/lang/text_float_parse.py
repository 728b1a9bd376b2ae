# float(str): the plain-literal fast path (digits times an exact power of ten) and everything
# it hands to the general path must give CPython's value, sign and errors.
cases = [
    "0", "-0", "+0", "0.0", "-0.0", "1", "-1", "+1.5", "123.456", "  7  ", "\t2.5\t", " -3 ",
    "1.", ".5", "-.5", "+.5e-3", "1e5", "1E5", "1e+5", "1e-5", "2.5e22", "1e22", "1e23",
    "1e-22", "1e-23", "123456789012345", "1234567890123456", "12345678901234567890",
    "0.1", "0.2", "0.3", "9007199254740993", "900719925474099.3", "0.000000000000001",
    "3.14159265358979", "3.141592653589793", "2.2250738585072014e-308", "5e-324", "1e308",
    "1.7976931348623157e308", "1e309", "-1e309", "1e-400", "000123.4500", "1_000.5",
    "1_0e1_0", "inf", "-Infinity", "nan", "+NaN", "\n4.5\n", "1e0001", "1e00022", "99e-22",
    "999999999999999e22", "999999999999999e-22", "0e999999", "0.0000e-99999",
    "١٢٣.٤", "\u20031.25\u2003",
]
for s in cases:
    v = float(s)
    print(repr(s), repr(v), str(v).startswith("-"))

bad = ["", " ", ".", "-", "+-1", "1..2", "1e", "1e+", "e5", "1 2", "1_", "_1", "1__0", "0x10",
       "1.5f", "--1", "1e5.5", "\x1c1", "abc", "1e-", ".e1", "in f"]
for s in bad:
    try:
        float(s)
        print("no error", repr(s))
    except ValueError as e:
        print("ValueError", e)

# Subclasses and the other argument kinds still take their own paths.
class S(str):
    pass

print(float(S("2.75")), float(True), float(7), float(2 ** 80), float(-0.0))
total = 0.0
for i in range(2000):
    total += float(f"{i}.{i % 97:02d}") + float(f"-{i}e-{i % 23}")
print(repr(total))
