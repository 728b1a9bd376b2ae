# cpython: skip
# args: --budget 10000000
# A program that fits in its budget runs normally.
total = 0
for i in range(10000):
    total += i
print(total)
