# str() of small ints written two digits at a time: every power-of-ten boundary, both signs,
# the int64 extremes and just past them (big ints), through str, f-strings and repr.
vals = [0, 1, 9, 10, 11, 99, 100, 101, 999, 1000, 12345, 99999, 100000, -1, -9, -10, -99, -100, -101, -12345]
p = 1
for k in range(20):
    vals += [p - 1, p, p + 1, -p, -(p - 1), -(p + 1)]
    p *= 10
vals += [2**63 - 1, -2**63, 2**63, -2**63 - 1, 2**64, 9223372036854775807, -9223372036854775808]
for v in vals:
    s = str(v)
    assert int(s) == v
    print(s, f"{v}", len(s), repr(v))
print(sum(len(str(i)) for i in range(-100000, 100000, 7)))
