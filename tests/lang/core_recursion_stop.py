# The recursion limit through np_frame_push's one test (vm->frame_stop): the default limit,
# lowered, raised past the frames charged so far, and lowered again while frames are charged.
import sys


def depth(n):
    try:
        return depth(n + 1)
    except RecursionError:
        return n


base = depth(0)
sys.setrecursionlimit(60)
low = depth(0)
sys.setrecursionlimit(3000)
high = depth(0)
sys.setrecursionlimit(100)
print(base, low, high, depth(0))
