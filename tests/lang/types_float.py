# Every public method and attribute of float, errors included.
def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

inf = float("inf")
nan = float("nan")
values = [0.0, -0.0, 1.0, -1.5, 0.1, 3.0, 1e308, 5e-324, 2.2250738585072014e-308, 1e-310,
          123456.789, 2.0**60, -2.0**-30, 1/3]
for v in values:
    print(v, v.hex(), v.is_integer(), v.as_integer_ratio(), v.conjugate(), v.real, v.imag,
          float.fromhex(v.hex()) == v)
for v in (inf, -inf, nan):
    print(v.hex(), v.is_integer(), v.conjugate(), v.real, v.imag)
    show(v.as_integer_ratio)
for s in ["0x1p99999", " 0x1.8p1 ", "-0X.8P-1", "inf", "-Infinity", "nan", "+NaN", "0x", "1.",
          ".", "0x1p", "0x1.fffffffffffff8p1023", "0x1.fffffffffffff7p1023", "0x1p-1075",
          "0x1p-1074", "0x1.8p-1074", "ab", "0x1_0", "1e3", "0x1p+3 x", "\u2003 0x1",
          "0x" + "0" * 30 + "1p0", "0x1." + "0" * 400 + "1p0", "+0x1.ffp-1070", "iNfx",
          "-0x0p0", "\t0XABCDEFp-10\n", "0x.1", "0x1.p1", "", " ", "-", "0x-1", "0x1p+-1"]:
    try:
        print(repr(s), repr(float.fromhex(s)))
    except Exception as e:
        print(repr(s), type(e).__name__, e)
print((2.5).fromhex("0x10"), float.hex(0.5), float.is_integer(7.0), float.conjugate(-2.0))
show(lambda: float.fromhex(1))
show(lambda: float.fromhex())
show(lambda: float.fromhex("1", "2"))
show(lambda: (1.0).hex(1))
show(lambda: (1.0).is_integer(1))
show(lambda: (1.0).conjugate(1))
show(lambda: (1.0).as_integer_ratio(1))
show(lambda: (1.0).real())
show(lambda: (1.0).nope)
show(lambda: setattr(1.0, "real", 2))
show(lambda: setattr(1.0, "imag", 2))
show(lambda: delattr(1.0, "real"))
show(lambda: setattr(1.0, "hex", 2))
print(sorted([0.5, 0.25, 3.0], key=float.hex), [x.real for x in (1.5, -0.0)])
