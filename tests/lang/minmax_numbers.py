# min/max of two or more small ints, or of floats only, take a fast path in
# stdlib/np_lib_builtins.c (minmax_numbers); ties, NaNs, bools, big ints, mixed types,
# keywords and errors take the general one and must all match CPython.
nan = float("nan")
print(max(1, 2), min(1, 2), max(-5, -5), min(3, 1, 2, 1), max(2, 9, 9, 4))
print(max(2**62, -2**63), min(2**63 - 1, -2**63), max(2**64, 1), min(-2**70, 0))
print(max(1.5, 2.5), min(1.5, -0.0, 0.0), max(0.0, -0.0), min(-0.0, 0.0), max(-0.0, 0.0))
print(max(nan, 1.0), max(1.0, nan), min(nan, 1.0), min(1.0, nan, 0.5), max(2.0, nan, 3.0))
print(max(True, False), min(True, 2), max(1, True), max(False, 0), max(0, False), min(1, 1.0), min(1.0, 1))
print(max(1, 2.5), min(3, 2.5, 7), max("a", "b"), min((1, 2), (1, 1)))
print(max(1, 2, key=lambda v: -v), min(1, 2, key=None), max([3, 1, 2]), min([], default="d"))
a, b = 10**20, 10**20
print(max(a, b) is a, min(a, b) is a)
for bad in [lambda: max(1, "a"), lambda: min(1, 2, default=0), lambda: max(), lambda: min(1),
            lambda: max(1, 2, foo=1), lambda: min(nan, "x")]:
    try:
        print(bad())
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
