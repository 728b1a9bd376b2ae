# `for a, b in zip(xs, ys)` over two list iterators and `for i, x in enumerate(xs)` over a list
# take a shorter path in the loop; zip's rules must hold there: it stops at the shorter list,
# an item of the first taken before the second runs out is lost, lists growing or shrinking
# during the loop are read at each step, exhausted iterators stay exhausted, and the loop
# targets keep their last values when it ends. Other shapes (tuples, three sources, strict,
# a big enumerate start) keep the general path.
xs = [1, 2, 3, 4]
ys = ["a", "b"]
for a, b in zip(xs, ys):
    print(a, b)
print("after", a, b)
it1, it2 = iter([1, 2, 3]), iter(["x"])
for a, b in zip(it1, it2):
    print(a, b)
print(list(it1), list(it2))
grow = [1, 2]
other = [10, 20, 30, 40, 50]
for a, b in zip(grow, other):
    if len(grow) < 4:
        grow.append(a * 100)
    print(a, b)
shrink = [1, 2, 3, 4]
for a, b in zip(other, shrink):
    if shrink:
        shrink.pop()
    print(a, b)
done1 = iter([1, 2])
list(done1)
print([p for p in zip(done1, [5, 6])], list(zip([], [1])))
for i, x in enumerate(["p", "q", "r"]):
    print(i, x)
for i, x in enumerate(["p", "q"], 5):
    print(i, x)
for i, x in enumerate(["p", "q"], 2 ** 63 - 2):
    print(i, x)
letters = ["a"]
for i, x in enumerate(letters):
    if i < 3:
        letters.append(x + "!")
    print(i, x)
for a, b in zip((1, 2), [3, 4]):
    print(a, b)
for a, b in zip(range(2), "xy"):
    print(a, b)
for i, x in enumerate((7, 8)):
    print(i, x)


class L(list):
    pass


for a, b in zip(L([1, 2]), L([3])):
    print("sub", a, b)
try:
    for a, b in zip([1, 2], [3], strict=True):
        print(a, b)
except ValueError as e:
    print("ValueError:", e)
try:
    for a, b in zip([1, 2], [3, 4], [5, 6]):
        pass
except ValueError as e:
    print("ValueError:", e)
