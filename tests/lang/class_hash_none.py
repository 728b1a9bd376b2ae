# `__hash__ = None` on a class (written by the body, or implied by defining __eq__ alone) reads
# as None through the class and its instances, and such instances stay unhashable.
class A:
    pass
class B:
    def __eq__(self, other):
        return True
class C:
    __hash__ = None
class D(B):
    def __hash__(self):
        return 7
class E(D):
    pass
for cls in (A, B, C, D, E):
    h = cls.__hash__
    print(cls.__name__, h is None, cls().__hash__ is None, getattr(cls, "__hash__", 1) is None)
    try:
        print(hash(cls()) == hash(cls()) if cls is D or cls is E else type(hash(cls())).__name__)
    except TypeError as e:
        print("TypeError", e)
print(hash(D()), D().__hash__())
import collections.abc
print([issubclass(c, collections.abc.Hashable) for c in (A, B, C, D, E)])
