# dict(pairs) and d.update(pairs) for a list or tuple of pairs (np_lib_dict.c merge_pair_seq):
# the pairs taken straight from the sequence, the general loop going on after a non-tuple item
# (with the right element number in its errors), a list changed by a key's __eq__, subclasses.
print(dict([("a", 1), ("b", 2), ("a", 3)]))
print(dict((("x", 1), ("y", 2))))
print(dict([("a", 1), ["b", 2], ("c", 3), "de"]))
print(dict([]), dict(()))
d = {"z": 0}
d.update([("a", 1), ("z", 9)])
print(d)
for bad in ([("a", 1), ("b", 2), (1, 2, 3)], [("a", 1), ["b", 2], (1,)], (("a", 1), 5),
            [("a", 1), "abc"]):
    try:
        dict(bad)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)


class Key:
    def __init__(self, k, victim):
        self.k, self.victim = k, victim

    def __hash__(self):
        return 1

    def __eq__(self, other):
        # Shortens the source list while dict() is reading it.
        if self.victim:
            del self.victim[:]
        return self.k == other.k

    def __repr__(self):
        return f"Key({self.k})"


pairs = []
pairs.extend([(Key(1, None), "a"), (Key(2, pairs), "b"), (Key(3, None), "c"), (Key(4, None), "d")])
print(dict(pairs), pairs)


class P(tuple):
    pass


print(dict([("a", 1), P(("b", 2)), ("c", 3)]))


class L(list):
    pass


print(dict(L([("a", 1), ("b", 2)])))
print(dict(zip(["k1", "k2", "k3"], [1, 2, 3])), dict(zip(("a",), [1, 2])))
