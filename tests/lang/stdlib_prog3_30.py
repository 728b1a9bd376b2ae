rows = [("Widgets", 1234.5, 0.125, -3), ("Gizmos", 98765.4321, 0.5, 12), ("Thingamajigs", 0.5, 1.0, 0)]
print(f"{'Product':<14}|{'Revenue':>12}|{'Share':>7}|{'Δ':>4}")
print("-" * 14 + "+" + "-" * 12 + "+" + "-" * 7 + "+" + "-" * 4)
for name, rev, share, delta in rows:
    print(f"{name[:13]:<14}|{rev:>12,.2f}|{share:>7.1%}|{delta:>+4d}")
total = sum(r[1] for r in rows)
print(f"{'TOTAL':<14}|{total:>12,.2f}|{sum(r[2] for r in rows):>7.0%}|")
print("{:^20}".format("centered"), "{0}-{1}-{0}".format("a", "b"), "{name!r:>8}".format(name="x"))
print(format(255, "#x"), format(255, "08b"), format(3.14159, ".3e"), format(1e21, "g"), format(-0.0, "+.1f"))
print("%-6s|%5.1f|%03d|%x" % ("ab", 2.345, 7, 255), "%(a)s=%(b)d" % {"a": "k", "b": 2})
print(f"{12345678:_}", f"{0.000123:.2g}", f"{'x':*^7}", f"{3:{'>'}{5}}", f"{2**64}", f"{1/3:.15f}")
print(str(1.0), repr(0.1 + 0.2), round(2.675, 2), round(-0.5), round(1.5), int("  42 "), float("1e-3"))
