# len() of a deque calls its native __len__ through np_truthy's class memo without a lookup
# (stdnative15): the memo is made by len() itself too, follows class changes, and is only used
# for the class the native belongs to.
from collections import deque

q = deque(range(3))
print(len(q), len(q), bool(q))


class AlwaysTrue(deque):
    def __bool__(self):
        return True


t = AlwaysTrue()
print(len(t), bool(t))


class Sub(deque):
    pass


s = Sub([1, 2])
print(len(s), bool(s))
Sub.__len__ = lambda self: 42
print(len(s), bool(s))
del Sub.__len__
print(len(s), bool(s))
s.clear()
print(len(s), bool(s))


class Plain:
    pass


try:
    len(Plain())
except TypeError as exc:
    print("TypeError", exc)
print(bool(Plain()))
n = 0
w = deque(maxlen=3)
for i in range(10):
    w.append(i)
    n += len(w)
print(n, len(w))
