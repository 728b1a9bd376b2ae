# Arithmetic with bools (alone or with ints) gives ints, as in CPython: every operator on
# every pair of bools and small ints, in place and not, with its result's type, and the errors
# (zero division, negative shift, @). & | ^ of two bools stay bools.
import operator

OPS = [("+", operator.add), ("-", operator.sub), ("*", operator.mul), ("/", operator.truediv),
       ("//", operator.floordiv), ("%", operator.mod), ("**", operator.pow),
       ("<<", operator.lshift), (">>", operator.rshift), ("&", operator.and_),
       ("|", operator.or_), ("^", operator.xor)]
for a in (True, False, 3, -2):
    for b in (True, False, 2, -1):
        if type(a) is int and type(b) is int:
            continue
        row = []
        for sym, fn in OPS:
            try:
                r = fn(a, b)
                row.append(f"{r!r}:{type(r).__name__}")
            except (ZeroDivisionError, ValueError) as e:
                row.append(type(e).__name__)
        print(a, b, " ".join(row))
vals = [-2.5, 0.0, 3.0, -0.0, 7.25, 1e300]
print([(v > 0) - (v < 0) for v in vals], sum((v > 1) * 10 for v in vals))
n = 0
for v in vals:
    n += v > 0
    n -= v < 0
    n *= True
print(n, type(n).__name__)
flag = True
flag += True
print(flag, type(flag).__name__)
flag = False
flag //= True
print(flag, type(flag).__name__)
print(True - 2 ** 70, (2 ** 70) * True, True << 64, -True, True + 1.5)
t, f = True, False
for name, thunk in [("t / f", lambda: t / f), ("t % f", lambda: t % f), ("t // 0", lambda: t // 0),
                    ("1 << -t", lambda: 1 << -t), ("f ** -1", lambda: f ** -1)]:
    try:
        thunk()
    except (ZeroDivisionError, ValueError) as e:
        print(name, type(e).__name__, e)
try:
    True @ 1
except TypeError as e:
    print("TypeError:", e)
