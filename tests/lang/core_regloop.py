# Module-level loops whose globals live in registers: write-back at every exit.
total = 0
for j in range(10):
    total += j * 2
print(total, j)

# zero iterations: the target stays unbound / unchanged
for k in range(0):
    total += 1
try:
    print(k)
except NameError as e:
    print(e)
k = 'old'
for k in range(0):
    total += 1
print(k)

# break and continue
n = 0
for m in range(100):
    if m % 3 == 0:
        continue
    n += m
    if n > 50:
        break
print(n, m)

# while loops, floats, bools, big ints
x = 1
y = 0.5
flag = True
while x < 10 ** 30:
    x = x * 7 + 1
    y = y * 1.5 - 0.25
    flag = not flag
print(x, y, flag)

# a global that is not a number: the plain copy runs
s = "a"
c = 0
while c < 3:
    s += "b"
    c += 1
print(s, c)

# a read global that does not exist yet: NameError only if reached
z = 0
while z < 5:
    z += 1
    if z > 10:
        z += undefined_name
print(z)

# exception inside: globals written back before the handler sees them
q = 0
d = 3
try:
    while True:
        q += 1
        d -= 1
        q = q // d
except ZeroDivisionError as e:
    print("caught", q, d, e)

# for loop over a list: plain copy (only ranges get registers)
acc = 0
for v in [1, 2, 3]:
    acc += v
print(acc, v)

# nested while inside for
t = 0
for a in range(5):
    b = 0
    while b < a:
        t += a * b
        b += 1
print(t, a, b)

# chained comparisons, ifexp, boolean ops
w = 0
for i in range(20):
    w += 1 if 3 < i <= 9 and i != 5 or i == 15 else -1
print(w, i)

# an int subclass global: the plain copy runs (its operators may be Python code)
class I(int):
    def __add__(self, o):
        print("add called")
        return I(int(self) + o)
u = I(1)
for i in range(2):
    u = u + 1
print(u)

# globals() observed after the loop
g1 = 0
for newname in range(3):
    g1 += newname
print(g1, newname)

# tuple assignment of names from a tuple display
a, b = 0, 1
for _ in range(50):
    a, b = b, a + b
print(a, b, _)
try:
    p, r = 1, 2
    for _ in range(3):
        p, r = r, p, 3
except ValueError as e:
    print("ValueError", e, p, r, _)

# augmented assignments compiled as plain operators in the register copy: same errors
for op in range(4):
    xv = 7
    yv = 2.5
    zero = 0
    try:
        for step in range(3):
            if op == 0:
                xv //= zero
            elif op == 1:
                yv **= 1000
            elif op == 2:
                xv <<= zero - 1
            else:
                xv %= zero
    except (ZeroDivisionError, OverflowError, ValueError) as e:
        print(type(e).__name__, e, xv, yv, step)
fv = 1.5
iv = 3
for step in range(4):
    fv /= 2
    iv **= 2
    iv -= fv
    fv *= -1
print(fv, iv)
bits = 6
try:
    for step in range(4):
        bits |= 1
        bits ^= 3
        bits &= 0xFF
        bits >>= 1
        bits /= 2
except TypeError as e:
    print("TypeError", e, bits, step)
