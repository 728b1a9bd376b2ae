# Truth tests of exact containers answered in the loop (vm/np_interp.c fast_truth): exact str,
# list, tuple, dict, set and frozenset by their size; subclasses with __bool__/__len__, other
# builtin kinds and user instances still take np_truthy.


class L(list):
    def __len__(self):
        return 0


class B(list):
    def __bool__(self):
        return False


class S(str):
    def __len__(self):
        return 0


class D(dict):
    def __bool__(self):
        print("D.__bool__")
        return True


class Plain(list):
    pass


def truth(v):
    out = []
    if v:
        out.append("if")
    if not v:
        out.append("ifnot")
    out.append(not v)
    while v:
        out.append("while")
        break
    out.append("and" if v and True else "nand")
    out.append(bool(v))
    return out


values = ["", "a", "é", [], [0], (), (None,), {}, {0: 0}, set(), {0}, frozenset(),
          frozenset([1]), b"", b"x", bytearray(), bytearray(b"1"), range(0), range(2),
          L([1, 2]), B([1]), S("abc"), D(), Plain(), Plain([1]), 0, 1, 0.0, None, True]
for v in values:
    print(type(v).__name__, truth(v))

# A list emptied and refilled inside the loop that tests it.
stack = [3]
n = 0
while stack:
    x = stack.pop()
    n += 1
    if x:
        stack.append(x - 1)
        stack.append(x - 1) if x > 2 else None
print(n)

# A dict and a set changing size while tested.
d = {i: i for i in range(5)}
while d:
    d.popitem()
print(d, not d)
s = set(range(4))
while s:
    s.pop()
print(s, not s)

# A __bool__ that raises is still called.
class Bad(dict):
    def __bool__(self):
        raise ValueError("no truth")


try:
    if Bad():
        pass
except ValueError as e:
    print("ValueError", e)
try:
    print(not Bad())
except ValueError as e:
    print("ValueError", e)
