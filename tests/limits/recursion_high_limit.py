# cpython: skip
# args: --recursion-limit 20000
# A deep (but allowed) recursion must not overflow the C stack.
def depth(n):
    return 0 if n == 0 else 1 + depth(n - 1)
print(depth(19000))
