# Big-int results of +, -, &, |, ^, << and >> stored with their limbs inline (vm/np_int.c
# inline_binop): growing buffers, results that shrink back to small ints, mixed sizes and signs,
# shifts by whole limbs and by zero, and the negative operands that take the general path.
buf, bits, out = 0, 0, []
for c in range(300):
    buf = (buf << 6) | (c * 37 % 64)
    bits += 6
    if bits >= 8:
        bits -= 8
        out.append((buf >> bits) & 0xFF)
print(len(out), sum(out), out[:12], out[-5:], buf.bit_length(), buf % 1000003)
a = 3 ** 200
b = 7 ** 90
print(a + b, a - b, b - a, a - (a - 5), (a + 1) - a)
print(a & b, a | b, a ^ b, a ^ a, a & (2 ** 64 - 1), a & 0xFFFF, (a | 1) & 1)
print(a << 0, a << 64, a << 65, a << 200, (a << 128) >> 128 == a)
print(a >> 1, a >> 64, a >> 300, a >> 317, a >> 318, a >> 10000)
print(-a >> 3, -a >> 317, -a >> 10000, -a << 7, -(a << 7) == -a << 7)
print(-a & b, a | -b, -a ^ -b, -a + b, -a - b, a & -1 == a)
print((1 << 130) - (1 << 130) + 5, ((1 << 130) + 7) >> 130, (1 << 130) & 7)
x = 1
for i in range(70):
    x = (x << 1) ^ (x >> 3) ^ i
print(x, x.bit_length(), hex(x)[:20])
try:
    a << -1
except ValueError as e:
    print("ValueError", e)
try:
    a >> -2
except ValueError as e:
    print("ValueError", e)
