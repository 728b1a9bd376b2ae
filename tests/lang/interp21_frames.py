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


# Frames whose registers open a new stack segment (many registers, deep recursion) returning
# through both call paths: the exact-arity one (CALL_EXACT) and the shared one (keywords,
# defaults, *args), with each frame's locals checked after its callee returned.
def wide(n, kw=False, extra=0):
    a0 = a1 = a2 = a3 = a4 = a5 = a6 = a7 = a8 = a9 = n
    b0 = b1 = b2 = b3 = b4 = b5 = b6 = b7 = b8 = b9 = n * 2
    c = [a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, b0, b1, b2, b3, b4, b5, b6, b7, b8, b9]
    if n == 0:
        return extra
    if n % 3 == 0:
        r = wide(n - 1, kw=not kw, extra=extra + 1)
    elif n % 3 == 1:
        r = wide(*(n - 1, kw))
    else:
        r = wide(n - 1)
    ok = c == [a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, b0, b1, b2, b3, b4, b5, b6, b7, b8, b9]
    return r + (0 if ok and a5 == n and b9 == 2 * n else 1000000)


print([wide(d) for d in (1, 10, 100, 400, 900)])
print([wide(d) for d in (900, 5, 700)])
