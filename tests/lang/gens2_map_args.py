# map() gathers one item of each iterable on the C stack (rooted) instead of a tuple per item:
# lengths, errors, many iterables and garbage made while the function runs must not matter.

def fresh(n, tag):
    for i in range(n):
        yield Box(tag, i)


class Box:
    def __init__(self, tag, i):
        self.tag = tag
        self.i = i

    def __gt__(self, other):
        junk = [[k] * 10 for k in range(2000)]  # enough garbage to start a collection
        return (self.i, len(junk)) > (other.i, 0)

    def __repr__(self):
        return "%s%d" % (self.tag, self.i)


print(list(map(max, fresh(5, "a"), fresh(7, "b"))))
print(list(map(lambda a, b, c: (a, b, c), fresh(3, "x"), range(10), "pq")))
print(list(map(lambda *a: sum(a), *[range(k, k + 3) for k in range(7)])))
print(list(map(str, [])), list(map(abs, [-1], [])) if False else list(map(pow, [2], [])))
a = iter([1, 2, 3])
b = iter([10])
print(list(map(lambda x, y: x + y, a, b)), list(a))
m = map(abs, [-1, -2])
print(next(m), list(m), list(m))
for bad in (lambda x: 1 / x, lambda x, y=0: x.nope):
    try:
        print(list(map(bad, [3, 2, 0])))
    except Exception as e:
        print(type(e).__name__, e)
try:
    list(map(abs, [1, "x"]))
except TypeError as e:
    print("TypeError", e)


def boom():
    yield 1
    raise IndexError("from the iterable")


try:
    print(list(map(lambda x, y: x, [1, 2, 3], boom())))
except IndexError as e:
    print("IndexError", e)
try:
    list(map(abs, 5))
except TypeError as e:
    print("TypeError", e)
try:
    map(abs)
except TypeError as e:
    print("TypeError", e)
print(sum(map(lambda x: x * x, range(1000))), sorted(map(len, ["ab", "", "abc"])))
