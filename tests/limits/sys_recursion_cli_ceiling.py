# cpython: skip
# Without --recursion-limit the run starts at 1000 (CPython's default) and the script may raise
# the limit up to the hard ceiling, 20000; past it the request is capped and deeper recursion
# stops with RecursionError.
import sys

print(sys.getrecursionlimit())


def count(n):
    return 0 if n == 0 else 1 + count(n - 1)


try:
    count(1500)
except RecursionError as e:
    print("RecursionError", e)
sys.setrecursionlimit(10 ** 9)
print(sys.getrecursionlimit(), count(15000))
try:
    count(25000)
except RecursionError as e:
    print("RecursionError", e)
