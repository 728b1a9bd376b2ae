# corpus: legit
# technique: format specs
print(format(3.14159, ".2f"), format(255, "#x"), format(255, "08b"), format("ab", "^10"))
print("{:>8}|{:<6}|{:^7}|".format("r", "l", "c"), "{0:{1}}".format(42, 6), f"{12345:,}")
print("%5.1f %-4d %s %r %x" % (2.25, 7, "s", "r", 255), f"{'x'!r:>5}", f"{3.0:g}")
print("{0[1]} {0[a]}".format({1: "one", "a": "A"}), "{x.real}".format(x=3), f"{-5:+}")
print("{:e}".format(12345.678), "{:%}".format(0.25), format(1e20, ","), f"{1/3:.3}")
