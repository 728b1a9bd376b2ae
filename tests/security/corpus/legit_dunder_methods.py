# corpus: legit
# technique: dunder methods
class V:
    def __init__(self, x, y):
        self.x, self.y = x, y

    def __repr__(self):
        return f"V({self.x}, {self.y})"

    def __add__(self, o):
        return V(self.x + o.x, self.y + o.y)

    def __eq__(self, o):
        return isinstance(o, V) and (self.x, self.y) == (o.x, o.y)

    def __hash__(self):
        return hash((self.x, self.y))

    def __len__(self):
        return 2

    def __getitem__(self, i):
        return (self.x, self.y)[i]

    def __iter__(self):
        yield self.x
        yield self.y

    def __bool__(self):
        return bool(self.x or self.y)

    def __lt__(self, o):
        return (self.x, self.y) < (o.x, o.y)


a, b = V(1, 2), V(3, 4)
print(a + b, a == V(1, 2), len(a), a[1], list(b), bool(V(0, 0)), sorted([b, a]))
print({a: 1}[V(1, 2)], a != b, max(a, b))
