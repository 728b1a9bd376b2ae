# cpython: skip
# args: --recursion-limit 300
# The host's --recursion-limit is the ceiling: sys.setrecursionlimit above it is capped
# silently (getrecursionlimit reports the cap), lowering and raising back up to it work.
import sys

print(sys.getrecursionlimit())
sys.setrecursionlimit(10 ** 6)
print(sys.getrecursionlimit())


def count(n):
    return 0 if n == 0 else 1 + count(n - 1)


print(count(250))
try:
    count(400)
except RecursionError as e:
    print("RecursionError", e)
sys.setrecursionlimit(100)
print(sys.getrecursionlimit())
try:
    count(150)
except RecursionError as e:
    print("RecursionError", e)
sys.setrecursionlimit(299)
print(sys.getrecursionlimit(), count(250))
sys.setrecursionlimit(20001)
print(sys.getrecursionlimit())
