# min()/max() of several positional small ints or floats take a fast path before the general
# loop (stdlib/np_lib_builtins.c bi_min/bi_max): ties keep the first extreme, negative and
# limit values, mixed kinds (bool, big int, float) and NaNs must answer as CPython does.
import math

print(min(3, 1, 2), max(3, 1, 2), min(-5, -5, 7), max(7, -5, 7))
print(min(2**62 - 1, -2**62), max(2**62 - 1, -2**62), min(2**63, 1), max(-2**70, -1))
print(min(1, True), min(True, 1), max(1, True), max(True, 1), min(0, False), max(False, 0))
print(min(1, 1.0), min(1.0, 1), max(2, 2.0), max(2.0, 2), min(0.0, -0.0), max(-0.0, 0.0))
nan = float("nan")
print(min(nan, 1.0), min(1.0, nan), max(nan, 2.0, 3.0), max(3.0, nan, 2.0))
print(math.isnan(min(nan, nan)), min(2.5, 1.5, 1.5, 3.5), max(-1.5, -2.5))
total = 0
prev = list(range(20))
for i in range(1, 30):
    cur = [i]
    for j in range(1, 20):
        cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (i % 3 != j % 4)))
    total += max(cur[-1], cur[0], cur[5]) + min(cur[3], cur[4])
    prev = cur
print(total, prev[-5:])
try:
    min(1, "a")
except TypeError as e:
    print("TypeError", e)
try:
    max(1, 2, key=None, default=0)
except TypeError as e:
    print("TypeError", e)
print(max(1, 2, key=lambda v: -v), min(3, 4, key=abs))
