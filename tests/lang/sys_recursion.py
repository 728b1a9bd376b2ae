# sys.setrecursionlimit/getrecursionlimit: CPython's checks and messages, the depth rule (the
# running frames plus one), deep recursion after raising the limit, lowering it again.
import sys

print(sys.getrecursionlimit())


def depth_then_set(k, limit):
    if k > 0:
        return depth_then_set(k - 1, limit)
    try:
        sys.setrecursionlimit(limit)
        return "ok"
    except RecursionError as e:
        return "RecursionError: " + str(e)


for k in (0, 3, 10):
    for limit in (k + 2, k + 3, k + 4, k + 5):
        print(k, limit, depth_then_set(k, limit))
        sys.setrecursionlimit(1000)

for bad in [0, -1, 1.5, "100", None, 10 ** 30, 2 ** 31, [100]]:
    try:
        sys.setrecursionlimit(bad)
        print("accepted", bad)
    except (TypeError, ValueError, OverflowError) as e:
        print(type(e).__name__, e)
for args in [(), (100, 200)]:
    try:
        sys.setrecursionlimit(*args)
    except TypeError as e:
        print("TypeError", e)
try:
    sys.setrecursionlimit(limit=100)
except TypeError as e:
    print("TypeError", e)
try:
    sys.getrecursionlimit(1)
except TypeError as e:
    print("TypeError", e)
print(sys.getrecursionlimit())


def count(n):
    return 0 if n == 0 else 1 + count(n - 1)


sys.setrecursionlimit(60)
print(sys.getrecursionlimit())
for n in (55, 57, 58, 59, 60):
    try:
        print(n, count(n))
    except RecursionError as e:
        print(n, "RecursionError", e)

# The common idiom: raise the limit, then recurse deeper than the default 1000 allows.
sys.setrecursionlimit(10 ** 4)
print(count(5000))
sys.setrecursionlimit(3000)
print(sys.getrecursionlimit(), count(2500))
try:
    count(5000)
except RecursionError as e:
    print("RecursionError", e)
sys.setrecursionlimit(True + 999)
print(sys.getrecursionlimit())
