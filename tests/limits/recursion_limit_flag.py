# cpython: skip
# args: --recursion-limit 50
# expect-exit: 1
# expect-stderr-last: RecursionError: maximum recursion depth exceeded
# The --recursion-limit flag lowers the depth at which RecursionError is raised.
def down(n):
    return down(n + 1)
print("start")
down(0)
