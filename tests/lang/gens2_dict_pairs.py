# dict(zip(...)), dict(enumerate(...)), dict(d.items()) and update() with them take each pair
# without a tuple when the sources are plain lists, tuples, ranges or dicts: duplicates,
# unequal lengths, errors and keys whose __eq__ changes the source must behave as before.
keys = ["a", "b", "a", "c"]
print(dict(zip(keys, range(10))), dict(zip(range(3), "xyz")), dict(zip([], [])))
print(dict(enumerate("hey")), dict(enumerate(["p", "q"], 2**63 - 2)), dict(enumerate([], 5)))
d = {"k": 1, "j": 2}
print(dict(d.items()), dict(d.items(), extra=3))
e = {"z": 0}
e.update(zip("ab", (1, 2)))
e.update(enumerate("c"))
print(e)
it = iter([1, 2, 3, 4])
print(dict(zip(it, "ab")), list(it))
try:
    dict(zip([[1], 2], [3, 4]))
except TypeError as ex:
    print("TypeError", ex)
try:
    dict(zip([1, 2], [3, 4], strict=True))
    dict(zip([1, 2], [3], strict=True))
except ValueError as ex:
    print("ValueError", ex)
print(dict(zip(*[[1, 2], [3, 4]])), dict([(1, 2), [3, 4]]), dict(zip("ab", zip("cd", "ef"))))
try:
    dict(zip([1], [2], [3]))
except ValueError as ex:
    print("ValueError", ex)

source = []


class Key:
    def __init__(self, v):
        self.v = v

    def __hash__(self):
        return 1

    def __eq__(self, other):
        # Empties the source list while the pair is being stored, and makes garbage.
        source.clear()
        junk = [[i] * 5 for i in range(3000)]
        return self.v == other.v and len(junk) > 0

    def __repr__(self):
        return "K%d" % self.v


source.extend([Key(1), Key(2), Key(3)])
vals = [object() for _ in range(3)]
r = dict(zip(source, ["one", "two", "three"]))
print(r)
source.extend([Key(5), Key(5)])
print(dict(zip(source, [[1], [2]])))


def gen():
    yield "x"
    yield "y"


print(dict(zip(gen(), gen())), dict(enumerate(gen())))
d = {i: i * i for i in range(5)}
try:
    for k, v in d.items():
        d2 = dict(d.items())
        d[k + 100] = v
except RuntimeError as ex:
    print("RuntimeError", ex)
print(len(d2))
