# tuple(list), set(list)/set(tuple) without an iterator and ASCII str slices with a step:
# results, subclasses, repeats, mutation by __hash__/__eq__, and non-ASCII strs.
l = [5, 3, 1, 4, 2, 9, 7, 3, 5]
print(tuple(l), tuple([]), sorted(set(l)), set(()), sorted(set(tuple(l))), len(set(range(5000))))
print(sorted(set(list(range(100)) * 50))[-3:], frozenset([1, 1, 2]) == {1, 2})
class L(list):
    def __iter__(self):
        return iter([0])
print(tuple(L([1, 2])), set(L([1, 2])))
class K:
    def __init__(self, v, box):
        self.v, self.box = v, box
    def __hash__(self):
        if self.box:
            self.box.pop()
        return hash(self.v)
    def __eq__(self, o):
        return isinstance(o, K) and o.v == self.v
box = []
box.extend([K(1, box), K(2, box), K(1, box), K(3, box)])
print(sorted(k.v for k in set(box)), len(box))
s = "hello world"
print(s[::-1], s[::2], s[1::3], s[-2::-2], s[8:2:-1], s[::-1][::-1] == s, s[5:5:-1], repr(""[::-1]))
u = "héllo wörld 日本"
print(u[::-1], u[::2], u[-1::-3], len(u[::-1]))
print("abc"[::-1].upper(), hash("cba") == hash("abc"[::-1]), "cba" == "abc"[::-1], "abc"[::-1] in {"cba": 1})
