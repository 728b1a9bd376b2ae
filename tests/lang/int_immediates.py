# Arithmetic and comparisons with a small int literal operand (compiled to ADDI/SUBI/LTI...):
# every operand type, overflow into big ints, user classes and error messages.
class N:
    def __init__(self, v):
        self.v = v
    def __add__(self, o):
        return ("add", self.v, o)
    def __sub__(self, o):
        return ("sub", self.v, o)
    def __lt__(self, o):
        return ("lt", o)
    def __eq__(self, o):
        return self.v == o
    def __ge__(self, o):
        return NotImplemented

big = 2 ** 63 - 1
vals = [0, 5, -5, 2.5, -0.0, float("nan"), float("inf"), True, False, big, -big - 1, 2 ** 70]
for v in vals:
    print(v + 1, v - 1, v + 127, v - -128, v + -1, v - 0)
    print(v == 0, v != 0, v < 1, v <= -1, v > 2, v >= 0, v == 1, v < -128, v > 127)
n = N(3)
print(n + 1, n - 2, n < 5, n == 3, n == 4, n != 3)
try:
    n >= 1
except TypeError as e:
    print("TypeError", e)
for bad in ["s", None, [1], (1,)]:
    try:
        bad + 1
    except TypeError as e:
        print("TypeError", e)
    try:
        bad - 1
    except TypeError as e:
        print("TypeError", e)
    try:
        bad < 1
    except TypeError as e:
        print("TypeError", e)
    print(bad == 1, bad != 1)

def countdown(k):
    out = []
    while k > 0:
        out.append(k)
        k = k - 1
    return out
print(countdown(5), countdown(-1))
x = 10
print(x + 128, x - 129, x < 128, x > -129, x + (-128), 3 + x, 1 - x, 0 < x)
print([i for i in range(-3, 4) if i >= -1 and i != 2])
i = 2 ** 63 - 1
print(i + 1, -i - 1 - 1, (-i - 1) - 1)

# Augmented assignment with a small int literal (IADDI/ISUBI).
class Acc:
    def __init__(self):
        self.n = 0
        self.log = []
    def __iadd__(self, o):
        self.log.append(("iadd", o))
        return self
class OnlyAdd:
    def __add__(self, o):
        return ("add", o)
def aug():
    a = 5
    a += 1
    a -= 3
    f = 1.5
    f += 2
    f -= -1
    b = True
    b += 1
    m = 2 ** 63 - 1
    m += 1
    k = -2 ** 63
    k -= 1
    acc = Acc()
    acc += 7
    acc.n += 2
    acc.n -= 5
    d = {"x": 1}
    d["x"] += 10
    lst = [0, 0]
    lst[1] -= 4
    o = OnlyAdd()
    o += 3
    return a, f, b, m, k, acc.log, acc.n, d, lst, o
print(aug())
g = 0
for _ in range(5):
    g += 2
g -= 1
print(g)
for bad in ["s", [1], None, (1,)]:
    try:
        bad += 1
    except TypeError as e:
        print("TypeError")  # (the -= message is a known difference)
    try:
        bad -= 1
    except TypeError as e:
        print("TypeError")  # (the -= message is a known difference)
