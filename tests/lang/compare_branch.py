# Comparisons directly followed by a conditional jump on their result (the interpreter takes
# the branch in the compare instruction for ints and floats): every operator, both branch
# senses, NaN, mixed and non-number operands, and results that are used again.
nan = float("nan")
vals = [0, 1, -1, 2.5, -0.0, nan, 10 ** 20, True]
ops = []
for a in vals:
    for b in vals:
        row = []
        if a < b:
            row.append("lt")
        if a <= b:
            row.append("le")
        if a > b:
            row.append("gt")
        if a >= b:
            row.append("ge")
        if a == b:
            row.append("eq")
        if a != b:
            row.append("ne")
        if not a < b:
            row.append("!lt")
        if not (a == b):
            row.append("!eq")
        ops.append(",".join(row))
print(ops)

def count(n):
    i = 0
    while i < n:
        i += 1
    return i
print(count(0), count(7))

def fcount(x):
    steps = 0
    while x > 1.0:
        x /= 2.0
        steps += 1
    return steps
print(fcount(1000.0), fcount(0.5))

def kept(a, b):
    r = a < b
    if r:
        return ("yes", r)
    return ("no", r)
print(kept(1, 2), kept(2, 1), kept(1.5, 1.5))

def chained(x):
    if 0 < x < 10:
        return "in"
    return "out"
print([chained(v) for v in (-1, 0, 5, 9.5, 10, 11)])

print([x for x in range(10) if x % 3 == 0 or x > 7])
print(1 if 3 > 2 else 0, 1 if 2.0 > 3.0 else 0)
print("abc" < "abd", [1, 2] < [1, 3])
if "b" > "a":
    print("str compare branch")
try:
    if 1 < "x":
        pass
except TypeError as e:
    print("TypeError", e)
