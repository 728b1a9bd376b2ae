# itertools.accumulate over a list iterator (stepped in place by accumulate_next): the list
# read as it is at each step (items appended meanwhile are seen, a shortened list ends it), a
# partly consumed iterator, initial=, a function, and the exhausted source staying exhausted.
from itertools import accumulate
import operator

xs = [1, 2, 3, 4]
out = []
for total in accumulate(xs):
    out.append(total)
    if len(xs) < 7:
        xs.append(total)
print(out, xs)

ys = [5, 6, 7, 8, 9]
acc = accumulate(ys)
print(next(acc), next(acc))
del ys[2:]
print(list(acc))

src = iter([10, 20, 30, 40])
next(src)
acc = accumulate(src, initial=100)
print(list(acc), list(src), list(acc))
print(list(accumulate([2.5, 1, True, -3.5])), list(accumulate([3, 1, 4, 1, 5], max)))
print(list(accumulate([1, 2, 3, 4], operator.mul, initial=2)), list(accumulate([])))
print(list(accumulate(["a", "b", "c"])), list(accumulate([[1], [2], [3]])))
try:
    list(accumulate([1, "x"]))
except TypeError as e:
    print("TypeError:", e)
