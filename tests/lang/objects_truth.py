# Truth tests of user instances (np_truthy's per-class memo): plain classes are true, classes
# with __bool__ or __len__ (their own or a base's) are asked at every test, several classes at
# one site each get their own answer; errors from bad results keep CPython's messages.


class Node:
    def __init__(self, v, nxt=None):
        self.v = v
        self.nxt = nxt


def walk(head):
    n, out = head, []
    while n:
        out.append(n.v)
        n = n.nxt
    return out


head = None
for i in range(5):
    head = Node(i, head)
print(walk(head))
print(bool(head), not head, head and 1, (head or 2) is head)


class Base:
    pass


class Sub(Base):
    pass


class LenBase:
    def __len__(self):
        return 0


class LenSub(Sub, LenBase):
    pass


class BoolSub(LenSub):
    def __bool__(self):
        return True


for o in [Sub(), LenSub(), BoolSub(), Sub(), LenSub(), BoolSub()]:
    print(type(o).__name__, bool(o), "yes" if o else "no", not o)


class Flag:
    def __init__(self, on):
        self.on = on

    def __bool__(self):
        return self.on


flags = [Flag(i % 3 == 0) for i in range(9)]
print([1 if f else 0 for f in flags], sum(1 for f in flags if not f))
class Sized:
    def __init__(self, n):
        self.n = n

    def __len__(self):
        return self.n


print([bool(Sized(n)) for n in range(3)])


class Bad:
    def __bool__(self):
        return 1


class BadLen:
    def __len__(self):
        return -1


class BadLen2:
    def __len__(self):
        return "x"


for obj in (Bad(), BadLen(), BadLen2()):
    for _ in range(2):
        try:
            if obj:
                print("true")
        except (TypeError, ValueError) as e:
            print(type(e).__name__, e)


class Raises:
    def __bool__(self):
        raise KeyError("boom")


try:
    while Raises():
        pass
except KeyError as e:
    print("KeyError", e)


# Two classes at one site; a class attribute store (a class change) between rounds.
class A:
    pass


class B(A):
    def __bool__(self):
        return False


class C(A):
    def __len__(self):
        return self.n


objs = [A(), B(), A(), B(), C()]
objs[-1].n = 0
for rnd in range(3):
    print([bool(o) for o in objs], [1 for o in objs if o])
    A.tag = rnd
    objs[-1].n = rnd
