# Unbounded recursion with an argument and some work per frame.
# stderr: full
def depth(n):
    return depth(n + 1) + 1
depth(0)
