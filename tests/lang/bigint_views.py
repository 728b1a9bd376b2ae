# Big-int arithmetic reads its operands in place (small ints through a one-limb view, including
# -2**63) and moves the result's limbs into the new int (vm/np_int.c int_view, int_take_mpz).
# Results that fit 64 bits become small ints again; errors are unchanged.
edges = [0, 1, -1, 2**63 - 1, -2**63, 2**63, -2**63 - 1, 2**64, -(2**64), 3**50, -(7**40),
         True, False]
ops = [lambda a, b: a + b, lambda a, b: a - b, lambda a, b: a * b, lambda a, b: a & b,
       lambda a, b: a | b, lambda a, b: a ^ b]
acc = []
for a in edges:
    for b in edges:
        for op in ops:
            acc.append(op(a, b))
        if b:
            acc.append((a // b, a % b, divmod(a, b)))
        else:
            try:
                a // b
            except ZeroDivisionError as e:
                acc.append(str(e))
print(len(acc), sum(x if type(x) is int else 0 for x in acc) % 1000000007)
print(acc[:20])
print([type(x).__name__ for x in acc[:30]])
big = 2**100
print(big - big + 5, (big + 1) - big, big * 0, -big // big, big % (2**63), (-2**63) * -1)
print(2**200 >> 150, -(2**200) >> 199, 1 << 70, -1 << 64, (2**70) << 3, (2**63) >> 1)
print(pow(-2**63, 3), (-2**63) ** 2, (2**64) ** 2, (3**40) ** 0, 0 ** (2**70), 1 ** (2**70))
x = 1
for i in range(200):
    x = x * (i + 1) - i
print(x % 10**12, len(str(x)), x > 2**1000, -x < 0)
h = {2**80: "a", 2**80 + 1 - 1: "b"}
print(h, hash(2**64) == hash(2**64 + 0), 2**64 == 18446744073709551616)
try:
    1 << -(2**70)
except ValueError as e:
    print("ValueError", e)
try:
    (2**70) % 0
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
