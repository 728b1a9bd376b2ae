# cpython: skip
# args: --recursion-limit 100
# Depth 90 fits under a limit of 100; RecursionError is catchable.
def depth(n):
    return 0 if n == 0 else 1 + depth(n - 1)
print(depth(90))
try:
    depth(500)
except RecursionError as e:
    print("caught", e)
print(depth(10))
