class V:
    def __init__(self, x, y): self.x, self.y = x, y
    def __repr__(self): return f"V({self.x}, {self.y})"
    def __add__(self, o):
        if isinstance(o, V): return V(self.x + o.x, self.y + o.y)
        if isinstance(o, (int, float)): return V(self.x + o, self.y + o)
        return NotImplemented
    def __radd__(self, o): return self.__add__(o)
    def __sub__(self, o): return V(self.x - o.x, self.y - o.y)
    def __mul__(self, k): return V(self.x * k, self.y * k)
    __rmul__ = __mul__
    def __truediv__(self, k): return V(self.x / k, self.y / k)
    def __floordiv__(self, k): return V(self.x // k, self.y // k)
    def __mod__(self, k): return V(self.x % k, self.y % k)
    def __pow__(self, k): return V(self.x ** k, self.y ** k)
    def __matmul__(self, o): return self.x * o.x + self.y * o.y
    def __neg__(self): return V(-self.x, -self.y)
    def __pos__(self): return self
    def __abs__(self): return (self.x ** 2 + self.y ** 2) ** 0.5
    def __invert__(self): return V(self.y, self.x)
    def __eq__(self, o): return isinstance(o, V) and (self.x, self.y) == (o.x, o.y)
    def __hash__(self): return hash((self.x, self.y))
    def __bool__(self): return bool(self.x or self.y)
    def __len__(self): return 2
    def __iter__(self): return iter((self.x, self.y))
    def __getitem__(self, i): return (self.x, self.y)[i]
    def __contains__(self, v): return v in (self.x, self.y)
    def __lt__(self, o): return abs(self) < abs(o)
    def __le__(self, o): return abs(self) <= abs(o)
    def __and__(self, o): return "and"
    def __or__(self, o): return "or"
    def __xor__(self, o): return "xor"
    def __lshift__(self, o): return "lshift"
    def __rshift__(self, o): return "rshift"
    def __format__(self, spec): return f"<{self.x:{spec}},{self.y:{spec}}>"
    def __int__(self): return int(self.x)
    def __float__(self): return float(self.y)
    def __index__(self): return 1
    def __call__(self, *a): return ("called", a)
a, b = V(1, 2), V(3, 4)
print(a + b, a + 1, 1 + a, a - b, a * 3, 3 * a, a / 2, b // 2, b % 2, a ** 2, a @ b)
print(-a, +a, abs(b), ~a, a == V(1, 2), a != b, a == 1, a != 1, hash(a) == hash(V(1, 2)))
print(bool(a), bool(V(0, 0)), len(a), list(a), a[0], a[-1], 2 in a, 5 in a)
print(a < b, a <= b, a > b, a >= b, sorted([b, a]), max(a, b), min([b, a]))
print(a & b, a | b, a ^ b, a << 1, a >> 1)
print(format(a, "03d"), f"{b:>4}", "{:x}".format(V(10, 11)))
print(int(a), float(a), [10, 20, 30][a], a(1, 2), {a: 1}[V(1, 2)], {a, V(1, 2)})
x, y = a
print(x, y, *a, str(a), repr([a]))
c = a
c += b
print(c, a)
if a: print("truthy")
while not V(0, 0): print("falsy"); break
print(sum([a, b], V(0, 0)), sum([a, b]))
try: a - 1
except AttributeError as e: print("AE", e)
try: a < 1
except TypeError as e: print("TE", e)
class W:
    pass
try: W() + 1
except TypeError as e: print(e)
try: 1 - W()
except TypeError as e: print(e)
try: W() < W()
except TypeError as e: print(e)
try: len(W())
except TypeError as e: print(e)
try: W()[0]
except TypeError as e: print(e)
try: W()()
except TypeError as e: print(e)
try: iter(W())
except TypeError as e: print(e)
try: -W()
except TypeError as e: print(e)
print(W() == W(), W() != W(), bool(W()))
w = W(); print(w == w, hash(w) == hash(w))
class E:
    def __eq__(self, o): return True
try: hash(E())
except TypeError as e: print(e)
try: {E()}
except TypeError as e: print(e)
class R:
    def __init__(self, v): self.v = v
    def __iadd__(self, o): self.v += o; return self
    def __isub__(self, o): self.v -= o; return self
    def __imul__(self, o): self.v *= o; return self
    def __setitem__(self, k, v): print("set", k, v)
    def __delitem__(self, k): print("del", k)
    def __getitem__(self, k): return k
r = R(1); r += 5; r -= 1; r *= 3; print(r.v)
r[1] = 2; del r[3]; print(r[1:2], r[1, 2], r[::2])
class Cnt:
    def __init__(self, n): self.n = n; self.i = 0
    def __iter__(self): return self
    def __next__(self):
        if self.i >= self.n: raise StopIteration
        self.i += 1; return self.i
print(list(Cnt(3)), [x * 2 for x in Cnt(2)], sum(Cnt(4)), next(Cnt(1)))
