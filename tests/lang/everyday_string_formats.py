# String formatting tour: f-strings, format(), %-formatting.
items = [("coffee", 3, 2.5), ("bagel", 12, 1.125), ("juice", 1, 4.0), ("tea", 0, 1.99)]
print(f"{'item':<10}|{'qty':^5}|{'price':>8}|{'total':>9}")
print("-" * 36)
for name, qty, price in items:
    print(f"{name:<10}|{qty:^5d}|{price:>8.3f}|{qty * price:>9,.2f}")
total = sum(q * p for _, q, p in items)
print(f"{'TOTAL':<10}|{'':^5}|{'':>8}|{total:>9.2f}")
n = 1234567.891
print(f"{n:,}", f"{n:_.1f}", f"{n:e}", f"{n:.3g}", f"{n:>15,.2f}", f"{-n:+.0f}")
print(f"{255:b} {255:o} {255:x} {255:X} {255:#x} {255:#010b} {65:c}")
print(f"{0.25:%} {0.25:.1%} {1/3:.5f} {2/3:.2e} {1e-7:g} {1e20:g}")
width, prec = 12, 3
print(f"[{3.14159265:{width}.{prec}f}]", f"[{'x':*^{width}}]")
name, val = "ratio", 0.5
print(f"{name=}", f"{val=:.2f}", f"{name!r}", f"{name.upper()!s:>8}")
print("{0}-{1}-{0}".format("a", "b"), "{x}/{y}".format(x=1, y=2), "{:>{}}".format("r", 4))
print("{0[1]} {1[k]}".format([10, 20], {"k": "v"}))
print("%s has %d items costing %.2f (%5.1f%%)" % ("cart", 4, total, 12.345))
print("%(a)s+%(b)s=%(c)03d" % {"a": 1, "b": 2, "c": 3}, "%x %o %e" % (255, 8, 12345.678))
print("%-6s|%6s|%06.2f|%+d" % ("ab", "cd", 3.14159, 5))
print(format(12345, ","), format(0.5, ".0%"), format("hi", "~>6"), format(7, "03"))
print(str(1.0), str(1e16), repr(0.1 + 0.2), 1e-5, 123456789.0 * 1000, 2.5e-10, float("inf"), -0.0)
print(round(2.675, 2), round(0.5), round(1.5), round(-2.5), round(1234.5678, -2), int(-3.99))
