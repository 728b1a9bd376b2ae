# list(accumulate(xs)) and the other draining consumers step an accumulate over an exact list
# without np_next's dispatch while the items add as ints or floats; every other case (an
# initial value, a function, an int overflow, a big int, a str, a non-list source, a partly
# consumed iterator, a list that grows while it is drained) must give CPython's items.
from itertools import accumulate
import random

print(list(accumulate([1, 2, 3, 4.5, 2**62, 2**62, 3])))
print(list(accumulate([2**63 - 1, 1, -5])))
print(list(accumulate([])), list(accumulate([5])), list(accumulate([1, 2], initial=10)))
print(list(accumulate([], initial=3)), list(accumulate([1.5, -1.5], initial=None)))
print(list(accumulate([1, 2, 3], lambda a, b: a * b)))
print(list(accumulate([3, 1, 4, 1, 5], max)))
print(list(accumulate(["a", "b", "c"])), list(accumulate([[1], [2]])))
print(list(accumulate((1, 2, 3))), list(accumulate(range(5))), list(accumulate(x for x in [1, 2])))
print(list(accumulate([1, True, False, 2.5, True])))
print(list(accumulate([0.1] * 12)))
print(list(accumulate([1, 2, 10**30, 3, 4])))
print(list(accumulate([float("inf"), -float("inf"), 1.0])))
print(list(accumulate([-0.0, -0.0])), list(accumulate([0, -0.0])))
a = accumulate([1, 2, 3, 4])
print(next(a), list(a), list(a))
src = [1, 2, 3, 4]
it = iter(src)
next(it)
print(list(accumulate(it)), list(it))
print(sorted(accumulate([3, -1, -5])), set(accumulate([1, 0, 0])), tuple(accumulate([1.5, True, 2])))
print(sum(accumulate([1, 2, 3])), max(accumulate([4, -9, 1])), min(accumulate([4, -9, 1])))


class Num(int):
    def __add__(self, other):
        print("add", int(self), other)
        return Num(int(self) + other)


print(list(accumulate([1, Num(2), 3, 4])))
print(list(accumulate([Num(5), 1, 2])))

# The source list grows while the accumulate is drained into it.
grow = [1, 2, 3]
grow.extend(accumulate(grow[:]))
print(grow)
lst = [1, 2]
acc = accumulate(lst)
out = []
for v in acc:
    out.append(v)
    if len(lst) < 6:
        lst.append(v)
print(out, lst)
lst = [1, 2, 3]
acc = accumulate(lst)
print(next(acc))
lst.append(10)
lst.pop(0)
print(list(acc))


class L(list):
    def __iter__(self):
        return iter([100, 200])


print(list(accumulate(L([1, 2, 3]))))

try:
    list(accumulate([1, 2, None, 3]))
except TypeError as e:
    print("TypeError", e)
try:
    list(accumulate([1.0, "x"]))
except TypeError as e:
    print("TypeError", e)

rng = random.Random(7)
weights = [1.0 / (i + 1) for i in range(50)]
print(rng.choices(range(50), weights, k=10))
print(rng.choices("abcde", [1, 2, 3, 4, 5], k=10))
print(rng.choices("ab", cum_weights=[1, 3], k=5))
