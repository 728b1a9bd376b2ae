# range() built from small ints takes a path without mpz arithmetic: its edges must still match
# CPython (int64 bounds, steps that overflow one step past an end, bools, __index__, errors).

big = 2**63 - 1
small = -2**63

def show(r):
    print(len(r) if len(r) < 2**63 else "huge", r.start, r.stop, r.step)
    print(list(r[:3]), list(r[-3:]))

for args in [(5,), (0,), (-3,), (2, 9), (9, 2), (9, 2, -2), (0, 10, 3), (10, 0, -3),
             (True,), (False, True), (1, 10, True)]:
    r = range(*args)
    print(args, r, list(r), len(r), list(reversed(r)))

show(range(big - 3, big))
show(range(small, small + 3))
show(range(big - 5, big, 2))
show(range(small + 5, small, -2))
show(range(0, big, big // 2))
show(range(small, big, 2**62))
print(len(range(-5, big, 2**62)))
try:
    print(len(range(small, big)))
except OverflowError as e:
    print("OverflowError", e)
r = range(small, big)
print(r[0], r[-1], r[2**62])
print(big - 1 in range(0, big), big in range(0, big), range(0, big).index(big - 1))

class Ix:
    def __index__(self):
        return 4

print(list(range(Ix())), list(range(1, Ix())), list(range(0, 20, Ix())))
for bad in [(1, 2, 0), (0, 0, 0)]:
    try:
        range(*bad)
    except ValueError as e:
        print("ValueError", e)
for bad in [(1.5,), ("a", 3), (1, 2, None)]:
    try:
        range(*bad)
    except TypeError as e:
        print("TypeError", e)
try:
    range()
except TypeError as e:
    print("TypeError", e)
try:
    range(1, 2, 3, 4)
except TypeError as e:
    print("TypeError", e)
print(range(3) == range(0, 3, 1), range(0) == range(5, 2), hash(range(3)) == hash(range(0, 3)))
print(big in range(big + 1), range(2**64)[-1], range(-2**64, 0, 2**62)[1])
total = 0
for i in range(300):
    for j in range(i % 7, -1, -1):
        total += j
print(total)
