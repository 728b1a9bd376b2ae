# Frames pushed by the interpreter's own push (interp21: the frame above the running one):
# deep recursion through CALL, CALLMETHOD and __init__, RecursionError at the limit and
# recovery, generators resumed between calls, and tracebacks naming the right frames.
import sys
import traceback


def down(n):
    return 0 if n == 0 else 1 + down(n - 1)


class Walker:
    def __init__(self, depth):
        self.depth = depth

    def walk(self, n):
        return n if n >= self.depth else self.walk(n + 1)


print(down(900), Walker(900).walk(0))


def forever(n):
    return forever(n + 1)


for attempt in range(3):
    try:
        forever(0)
    except RecursionError as e:
        print("RecursionError", attempt, e)
print(down(950))


def gen(n):
    for k in range(n):
        yield down(k)


def use(n):
    return sum(x for x in gen(n)) + sum(gen(n))


print(use(50))


class Node:
    def __init__(self, left, right):
        self.left = left
        self.right = right


def build(d):
    return Node(build(d - 1), build(d - 1)) if d else None


def count(t):
    return 0 if t is None else 1 + count(t.left) + count(t.right)


print(count(build(10)))


def boom(n):
    if n == 0:
        raise ValueError("deep")
    return boom(n - 1)


try:
    boom(40)
except ValueError as e:
    frames = traceback.extract_tb(e.__traceback__)
    print("ValueError", e, len(frames), [f.name for f in frames[:3]], frames[-1].name)
print(sys.getrecursionlimit())
