# corpus: legit
# technique: operator functools
import functools
import operator


class Pt:
    def __init__(self, x, y):
        self.x, self.y = x, y


pts = [Pt(3, 1), Pt(1, 2), Pt(2, 0)]
print([p.x for p in sorted(pts, key=operator.attrgetter("x"))])
print(operator.attrgetter("x", "y")(pts[0]), operator.methodcaller("upper")("ab"))
print(functools.reduce(operator.add, range(10)), functools.partial(pow, 2)(10))
print(operator.itemgetter(1, 0)("ab"), list(map(operator.neg, [1, -2])))
