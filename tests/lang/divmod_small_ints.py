# divmod of small ints in every sign combination (floor quotient, remainder with the divisor's
# sign), at the int64 edges (including the one pair that overflows int64), and the errors.
for a in (7, -7, 0, 6, -6, 1, -1):
    for b in (3, -3, 1, -1, 7, -7):
        q, r = divmod(a, b)
        assert q == a // b and r == a % b
        print(a, b, q, r)
big = 2 ** 63 - 1
print(divmod(big, 2), divmod(-big - 1, 2), divmod(-big - 1, -1), divmod(-big - 1, big))
print(divmod(big, -1), divmod(5, 2 ** 70), divmod(True, 2), divmod(7, 2.0))
for a, b in ((1, 0), (0, 0), (2.5, 0)):
    try:
        divmod(a, b)
    except ZeroDivisionError as exc:
        print("ZeroDivisionError:", exc)
