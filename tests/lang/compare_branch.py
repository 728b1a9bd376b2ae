# Comparisons that are `if`/`while`/ternary tests compile to compare-and-branch instructions;
# every kind of operand must still branch exactly as CPython does.

def classify(a, b):
    out = []
    if a == b: out.append("eq")
    if a != b: out.append("ne")
    if a < b: out.append("lt")
    if a <= b: out.append("le")
    if a > b: out.append("gt")
    if a >= b: out.append("ge")
    if not a < b: out.append("not-lt")
    return " ".join(out)

def classify_imm(a):
    out = []
    if a == 3: out.append("eq3")
    if a != 3: out.append("ne3")
    if a < -2: out.append("lt-2")
    if a <= 0: out.append("le0")
    if a > 100: out.append("gt100")
    if a >= 127: out.append("ge127")
    return " ".join(out)

nan = float("nan")
big = 2 ** 70
for a, b in [(1, 2), (2, 2), (3, 2), (1.5, 2.5), (2.0, 2), (2, 2.0), (nan, nan), (nan, 1.0),
             (big, big + 1), (big, 5), (-big, 5), ("a", "b"), ("b", "b"), ((1, 2), (1, 3)),
             ([1], [1]), (True, 1), (False, 0.0)]:
    print(repr(a), repr(b), classify(a, b))
for a in [3, 3.0, -3, 0, -0.0, 101, 127, 126.5, nan, big, -big, True, False]:
    print(repr(a), classify_imm(a))

# Rich comparisons returning non-bools: the branch follows their truth value.
class Weird:
    def __init__(self, v):
        self.v = v
    def __lt__(self, other):
        return self.v          # any object: its truth decides
    def __eq__(self, other):
        return []              # falsy
    def __gt__(self, other):
        return NotImplemented

for v in (0, 1, "", "x", None, [0]):
    w = Weird(v)
    print(repr(v), "lt" if w < 1 else "not-lt", "eq" if w == 1 else "not-eq")

try:
    if Weird(1) > Weird(2):
        print("unreachable")
except TypeError as e:
    print("TypeError:", e)

class BadBool:
    def __bool__(self):
        raise ValueError("no truth")

class Cmp:
    def __lt__(self, other):
        return BadBool()

try:
    if Cmp() < 1:
        print("unreachable")
except ValueError as e:
    print("ValueError:", e)

try:
    if "a" < 1:
        pass
except TypeError as e:
    print("TypeError:", e)

# Loops, chained comparisons, boolean operators and ternaries around them.
def count(n):
    i = 0
    s = 0
    while i < n:
        if i % 3 == 0 and i != 6 or i >= n - 1:
            s += i
        i += 1
    return s

print(count(20), count(0), count(1))
x = 5
print(1 < x < 10, 1 < x > 10, "yes" if x >= 5 else "no", "yes" if 4.5 > x else "no")
if 0 < x < 10:
    print("chain in range")
if not (x == 5.0):
    print("unreachable")
else:
    print("five")
y = (x < 3) or "fallback"
print(y, (x > 3) and "both")
while x > 0.5:
    x = x / 2
print(x)

# A walrus in a test keeps its value.
if (r := x < 1):
    print("walrus", r)
