# Operators of int subclasses: their own dunders come first, int's otherwise.
class Money(int):
    def __add__(self, other):
        return Money(int(self) + int(other))

    __radd__ = __add__

    def __neg__(self):
        return Money(-int(self))

    def __repr__(self):
        return 'Money(%d)' % int(self)


class Plain(int):
    pass


a = Money(5)
print(a + 3, 3 + a, a + a, -a, a * 2, type(a * 2).__name__, ~a, a - 1)
print(int(a), type(int(a)).__name__, int(Plain(7)), type(int(Plain(7))).__name__)
print(bool(Plain(0)), bool(Plain(3)), bool(Money(0)), not Plain(0))
print(Plain(4) + Plain(5), type(Plain(4) + Plain(5)).__name__, -Plain(2), ~Plain(2), Plain(6) | 1)
if Plain(0):
    print('truthy')
else:
    print('falsy')
