# Float repr and the 'e'/'g'/no-type float formats are computed from exact 128-bit decimal
# digits (vm/np_float.c np_float_digits) with printf as the fallback for values out of that
# range. Checks ties (half to even), carries into a new digit (9.995), powers of two (the
# narrower rounding gap below them), subnormals, huge and tiny values, zero, signs, every
# precision up to the fast path's limits and past them, and the alternate (#) forms.

EDGES = [0.0, 0.125, 2.5, 3.5, 0.5, 1.5, 9.9995, 9.9949, 99.95, 999.5, 0.0001, 0.00001,
         0.000123456, 123456.0, 1234567.0, 1e15, 1e16, 1e17, 1e22, 1e23, 9.999999999999999e22,
         12345678901234567890.0, 2.0 ** 52, 2.0 ** 53, 2.0 ** 70, 2.0 ** -70, 2.0 ** -1022,
         2.0 ** -1022 * 3, 2.2250738585072014e-308, 2.225073858507201e-308, 5e-324, 1e-320,
         1e300, 1e-300, 1.7976931348623157e308, 0.1, 0.2, 0.3, 1 / 3, 2 / 3, 9.5, 10.5, 0.05,
         0.015, 0.025, 1.0, 7.0, 9007199254740993.0, 4.35, 0.1 + 0.2, 1e-5, 9.99999e-5,
         float("inf"), float("nan")]


def lcg_values(n):
    # Deterministic spread of magnitudes and mantissas.
    x = 12345
    out = []
    for i in range(n):
        x = (x * 6364136223846793005 + 1442695040888963407) % (1 << 64)
        mant = (x >> 11) / (1 << 53)
        exp = (x % 61) - 30
        out.append(mant * 10.0 ** exp)
        out.append((x % 100000) / (1 + x % 997))
        out.append(i * 0.37)
        out.append(2.0 ** ((x % 2000) - 1000))
    return out


def show(v):
    print(repr(v), str(-v),
          "%e %g %.3g %#g %G %.0e %#.0e %.16e %.15g %.17g %.1g %10.2e %-12.4G %+.3e %.20e %.25g"
          % ((v,) * 16))
    print(f"{v:n} {v:.4n} {v:,.3e} {v:_.8g} {v:=+15.3e} {v:.16} {v:.17} {v:.0} {v:#.0} "
          f"{v:#.3} {v:z.2e} {-v:z.1g} {v:.1} {v:.30} {v:#.18g} {v:e}")


for v in EDGES:
    show(v)
    show(-v)
for v in lcg_values(400):
    show(v)
print([1.5, 2.25e-7, -0.0, 1e16], {0.1: 1e100}, (3.0e-5,))
print(format(0.0, ".1"), format(-0.0, ".1"), format(0.0, "#.1"), format(0.0, ".3"))
for bad in ("e", "g"):
    try:
        print(format(1.5, "=" + bad + "x"))
    except ValueError as e:
        print("ValueError", e)
try:
    print(format(1.5, ",.2n"))
except ValueError as e:
    print("ValueError", e)
