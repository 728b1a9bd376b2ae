# x += y, x -= y, x *= y on int and float registers (interpreter fast paths), with overflow
# into big ints, infinities, NaN, signed zeros and mixed int/float/bool operands.
big = 2 ** 63 - 1
pairs = [(3, 4), (big, 1), (-big - 1, -1), (big, big), (-big, 3), (2 ** 40, 2 ** 30),
         (1.5, 2.25), (0.1, 0.2), (-0.0, 0.0), (1e308, 1e308), (float("inf"), float("inf")),
         (float("nan"), 1.0), (3, 0.5), (0.5, 3), (True, 2), (2.0, False), (2 ** 70, 1.0)]
for a, b in pairs:
    x = a
    x += b
    y = a
    y -= b
    z = a
    z *= b
    print(repr(x), repr(y), repr(z))
def loop():
    s = 0.0
    t = 1
    for k in range(1, 30):
        s += 1.0 / k
        s -= 0.001
        t *= k
    return s, t
print(loop())
v = [1.0, 2.0]
v[0] -= 0.5
v[1] *= 3.0
print(v)
