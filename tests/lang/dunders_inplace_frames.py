# `a op= b` on user instances, run by INPLACE as frames of the interpreter loop: __iadd__
# first, NotImplemented from it going on to __add__ and then __radd__, __add__ alone, a
# subclass on the right, errors, and the EXTRA operand word skipped on return.


class Acc:
    def __init__(self, v):
        self.v = v

    def __iadd__(self, o):
        if isinstance(o, int):
            self.v += o
            return self
        return NotImplemented

    def __add__(self, o):
        if isinstance(o, str):
            return Acc(str(self.v) + o)
        return NotImplemented

    def __repr__(self):
        return "Acc(%r)" % (self.v,)


class Vec:
    def __init__(self, x, y):
        self.x, self.y = x, y

    def __add__(self, o):
        return Vec(self.x + o.x, self.y + o.y)

    def __sub__(self, o):
        return NotImplemented

    def __mul__(self, k):
        return Vec(self.x * k, self.y * k)

    def __repr__(self):
        return "Vec(%r, %r)" % (self.x, self.y)


class Right:
    def __radd__(self, o):
        return "radd of " + type(o).__name__

    def __rsub__(self, o):
        return "rsub"


class SubVec(Vec):
    def __radd__(self, o):
        return "SubVec.__radd__ first"


a = Acc(1)
for i in range(3):
    b = a
    a += i
    print(a, a is b)
    a += "s"
    a = Acc(i)
    print(a, a is b)
    a = Acc(i)
    try:
        a += 1.5
    except TypeError as e:
        print("TypeError", e)
    a += Right()
    print(a)
    a = Acc(i)

p = Vec(0, 0)
v = Vec(1, 2)
for i in range(3):
    p += v
    p *= 2
    print(p)
    q = Vec(1, 1)
    q -= Right()
    print(q)
    q = Vec(1, 1)
    try:
        q -= Vec(1, 1)
    except TypeError as e:
        print("TypeError", e)
    q = Vec(1, 1)
    q += SubVec(0, 0)
    print(q)


def total(vs):
    t = Vec(0, 0)
    for w in vs:
        t += w
    return t


print(total([Vec(i, -i) for i in range(10)]))


class Bad:
    def __iadd__(self, o):
        return o.missing


try:
    x = Bad()
    x += Bad()
except AttributeError as e:
    print("AttributeError", e)


def apply(op, x, y):
    if op == "+=":
        x += y
    elif op == "-=":
        x -= y
    elif op == "**=":
        x **= y
    elif op == "<<=":
        x <<= y
    elif op == "//=":
        x //= y
    elif op == "@=":
        x @= y
    elif op == "%=":
        x %= y
    else:
        x |= y
    return x


for op in ["+=", "-=", "**=", "<<=", "//=", "@=", "%=", "|="]:
    for left in [1, 1.5, Acc(1), Vec(1, 2), [1], {1}]:
        try:
            print(op, apply(op, left, "text"))
        except (TypeError, AttributeError) as e:
            print(op, type(e).__name__, e)
