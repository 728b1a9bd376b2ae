# range() of small ints takes a direct path and iterators are made without zeroing: bounds,
# steps, bools, big and mixed bounds, errors, and iterators of every common kind after many
# iterators have been made and dropped (recycled blocks must start fresh).
print(list(range(5)), list(range(2, 10, 3)), list(range(10, 2, -3)), list(range(-3)))
print(list(range(True)), list(range(False, True + 2)), range(True, 5, True))
print(len(range(0, 2 ** 63 - 1, 2 ** 62)), range(2 ** 64)[-1], list(range(2 ** 63 - 2, 2 ** 63)))
print(range(3, 2 ** 63 + 5)[2 ** 63], range(-2 ** 63, -2 ** 63 + 3)[2])
for bad in [(1.5,), (1, "x"), (1, 2, 0), ()]:
    try:
        range(*bad)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
try:
    range(5, step=1)
except TypeError as e:
    print("TypeError", e)


class Idx:
    def __index__(self):
        return 4


print(list(range(Idx())), list(range(1, Idx())))
total = 0
for k in range(2000):
    for i in range(k % 7):
        total += i
    it = iter([k, k + 1])
    total += next(it) + next(it)
    total += sum(x for x in (k, 1))
    total += len(list(iter({k: 1, k + 1: 2})))
print(total)
it = iter(range(2))
print(next(it), next(it), next(it, "end"), next(it, "end"))
r = iter(range(3, 0, -1))
print(list(r), list(r))
s = iter("ab")
print(next(s), list(s), list(s))
