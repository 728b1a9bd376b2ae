# A frame's saved pc is a pointer into its code (interp19): tracebacks and
# traceback.extract_stack of nested calls, generators resumed, thrown into at a pending
# `yield from`, and closed; and JMPIF/JMPIFNOT's bool and int branch (zero, negative, big ints,
# floats, None, containers and a user __bool__ through the other paths).
import re
import traceback


def show(text):
    print(re.sub(r'File "[^"]*/', 'File "', text))


def inner(x):
    return 10 // x


def middle(x):
    y = x + 1
    return inner(y - 1)


def outer(x):
    return middle(x) + 1


try:
    outer(0)
except ZeroDivisionError:
    show(traceback.format_exc())


def stack_here():
    return [(fs.name, fs.lineno) for fs in traceback.extract_stack()][-3:]


def calls_stack():
    a = 1
    return stack_here()


print(calls_stack())


def sub():
    try:
        yield 1
        yield 2
    except KeyError as e:
        yield "caught %r" % (e,)
    yield 3


def deleg():
    r = yield from sub()
    yield "after", r


g = deleg()
print(next(g))
print(g.throw(KeyError("k")))
print(next(g))
print(next(g))
try:
    next(g)
except StopIteration:
    print("done")


def failing_gen():
    yield 1
    raise ValueError("in gen")


g2 = failing_gen()
print(next(g2))
try:
    next(g2)
except ValueError:
    show(traceback.format_exc())


def deep(n):
    if n == 0:
        raise RuntimeError("bottom")
    return deep(n - 1) + 1


try:
    deep(3)
except RuntimeError as e:
    print([(fs.name, fs.lineno) for fs in traceback.extract_tb(e.__traceback__)])


class Truthy:
    def __init__(self, v):
        self.v = v

    def __bool__(self):
        return self.v


values = [0, 1, -1, 2**70, -(2**70), 0.0, -0.0, 0.5, None, True, False, "", "a", [], [0],
          (), (0,), {}, {0: 0}, set(), {0}, Truthy(True), Truthy(False)]
out = []
for v in values:
    if v:
        out.append("T")
    else:
        out.append("F")
    if not v:
        out.append("n")
    else:
        out.append("y")
    out.append("a" if v and 1 else "b")
    out.append("c" if v or 0 else "d")
print("".join(out))

n = 5
count = 0
while n:
    n -= 1
    count += 1
print(count)

k = -3
while k:
    k += 1
print(k)


class BadBool:
    def __bool__(self):
        raise ValueError("no truth")


try:
    if BadBool():
        print("unreached")
except ValueError as e:
    print("raised", e)
