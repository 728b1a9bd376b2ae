# object's __str__ and __format__ reached through builtin types and their instances
# (`list.__str__([1])`, `(5).__str__()`), and the reprs of slot wrappers and method-wrappers.
class L(list):
    def __repr__(self):
        return 'L!'


class A:
    def __repr__(self):
        return 'A!'


checks = [
    lambda: list.__str__([1]), lambda: int.__str__(5), lambda: dict.__str__({1: 2}),
    lambda: float.__str__(1.5), lambda: tuple.__str__((1,)), lambda: set.__str__({1}),
    lambda: str.__str__('a'), lambda: bool.__str__(True), lambda: range.__str__(range(3)),
    lambda: list.__format__([1], ''), lambda: int.__format__(5, 'x'),
    lambda: dict.__format__({}, ''), lambda: list.__format__([1], 'x'),
    lambda: [1].__str__(), (5).__str__, lambda: {}.__str__(), lambda: [1].__format__(''),
    lambda: list.__str__(L([2])), lambda: list.__str__(5), lambda: L([3]).__str__(),
    lambda: list.__str__(A()), lambda: list.__str__(), lambda: (1, 2).__format__('>3'),
    lambda: iter([]).__str__()[:14],
]
for f in checks:
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
for r in (list.__len__, list.__init__, int.__add__, list.__str__, list.__getitem__,
          dict.__contains__, list.append, str.__format__, object.__init__, object.__eq__):
    print(r)
for r in ([].__len__, [].append, (5).__add__, A().__str__, {}.__getitem__):
    print(repr(r).split(' at ')[0])
for bad in (lambda: int.__add__('a', 1), lambda: list.__len__(5),
            lambda: dict.__getitem__([], 1)):
    try:
        bad()
    except TypeError as e:
        print(e)
