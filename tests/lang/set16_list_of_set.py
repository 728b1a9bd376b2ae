# list(), sorted(), tuple() and the other consumers that build a list of a set or frozenset
# (set16's np_set_list, straight from the table): the members in iteration order, also after
# discards (dummies) and pops, for empty sets, frozensets, and set subclasses (which iterate
# through their own __iter__ when they define one).
s = {9, 1, 17, 33, -4, 1 << 40, 5}
print(list(s), sorted(s), tuple(s), sorted(s, reverse=True))
print(list(frozenset(s)), tuple(frozenset()), list(set()), sorted(set()))
d = set(range(50))
for k in range(0, 50, 4):
    d.discard(k)
print(list(d) == [x for x in d], tuple(d) == tuple(x for x in d), len(list(d)))
while len(d) > 3:
    d.pop()
print(list(d), sorted(d))
f = frozenset({(1, 2), (0, 0), (3, -1), None, 2.5})
print(sorted(map(repr, list(f))), len(tuple(f)))
print(sorted({"b", "a", "c"}), "".join(sorted({"x", "y", "z"})), max(list({3, 8, 1})))
print([*{4, 2, 6}], list(enumerate(sorted({5, 3}))), min(tuple({7, 2, 9})))

class Rev(set):
    def __iter__(self):
        return iter(sorted(set.__iter__(self), reverse=True))

class Plain(set):
    pass

r = Rev({3, 1, 2})
p = Plain({3, 1, 2})
print(list(r), tuple(r), sorted(r), list(p), tuple(p))

# A list of a set is a new list each time, its own object.
a = list(s)
a.append(0)
print(len(a), len(s), list(s) is list(s))
