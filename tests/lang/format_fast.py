# Format specs and %-formatting after the fast paths in vm/np_format.c: small ints render
# their digits without a str, results are written straight into the new str, and 'f'/'%'
# with precision <= 19 round exactly in 128-bit integers. Everything must match CPython.
ints = [0, 1, -1, 7, -42, 255, 1000, -65536, 2**31, -2**31, 2**62, 2**63 - 1, -2**63,
        2**63, -2**63 - 1, 2**64 + 5, -(10**30), True, False]
for v in ints:
    print(f"{v:d}|{v:b}|{v:o}|{v:x}|{v:X}|{v:#b}|{v:#o}|{v:#x}|{v:#X}|{v:,}|{v:_}|{v:_x}")
    print(f"{v:>30}|{v:<30}|{v:^30}|{v:=+30}|{v:030}|{v:030,}|{v: }|{v:*^31,}")
    print("%d|%5d|%-6d|%+d|%05d|%.8d|%x|%#X|%o|%#o|% d|%12.5d" % (v, v, v, v, v, v, v, v, v, v, v, v))
print(f"{12345:\u00e9>12}|{-7:\u20ac^9}|{3.5:\u00b7<9}|{'ab':\u00e9^7}")
print(format(2**70, "x"), format(-2**70, "#b"), format(10**25, ","))

floats = [0.0, -0.0, 0.5, 1.5, 2.5, -2.5, 0.125, 0.375, 2.675, 1.005, 9.995, 0.045, 1e-7,
          123.456, -123.456, 1e15, 4.5e18, 4.61e18, 4.62e18, 9.3e18, 1e19, 1e22, 1e300,
          5e-324, 2.2250738585072014e-308, 0.1, 0.7, 99.5, 999999.5, 1 / 3, 2 / 3]
for v in floats:
    for p in (0, 1, 2, 5, 10, 17, 19, 20, 25):
        print("%.*f|%#.*f|%+.*f" % (p, v, p, v, p, v), format(v, ".%d%%" % p),
              format(v, "#.%df" % p), format(v, "z.%df" % p), format(v, "_.%df" % p))
    print(f"{v:f}|{v:F}|{v:12.3f}|{v:<12.1f}|{v:^+14.2f}|{v:=012.2f}|{v:,.2f}|{v:.0%}")
for v in [float("inf"), float("-inf"), float("nan")]:
    print(f"{v:f}|{v:.3F}|{v:10.2%}|{v:,.1f}", "%f %F %.2f" % (v, v, v))

print("%5s|%-5s|%.2s|%r|%c|%c|%%|%5c" % ("abc", "ab", "xyz", "q", 65, "z", "w"))
print("%(a)s-%(b)05.1f" % {"a": 1, "b": 2.25})
for bad in [lambda: format(1, ".2d"), lambda: format(1.0, "d"), lambda: format(1, "z"),
            lambda: "%d" % "x", lambda: "%x" % 1.5, lambda: "%c" % -1, lambda: "%y" % 1,
            lambda: format(2**70, "c")]:
    try:
        bad()
    except (ValueError, TypeError, OverflowError) as e:
        print(type(e).__name__, e)
