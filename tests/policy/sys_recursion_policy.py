# cpython: skip
# args: --policy sys_recursion.policy
# The policy's recursion limit is the ceiling for sys.setrecursionlimit; sys works with only
# itself granted (its own imports are internal), and other modules stay denied.
import sys

print(sys.getrecursionlimit())
sys.setrecursionlimit(5000)
print(sys.getrecursionlimit())


def count(n):
    return 0 if n == 0 else 1 + count(n - 1)


print(count(150))
try:
    count(300)
except RecursionError as e:
    print("RecursionError", e)
try:
    import collections
except ModuleNotFoundError as e:
    print(e)
print(sys.version_info[:2])
