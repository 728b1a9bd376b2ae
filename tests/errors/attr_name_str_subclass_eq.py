# cpython: skip
# expect-exit: 1
# expect-stderr-last: TypeError: an attribute name of a str subclass that defines __eq__ or __hash__ ('S') is not supported in Nearly Python
# CPython compares such a name with an attribute dict's keys through its own __eq__ (printing
# here, or finding nothing when it says False, or a __hash__ that misses); Nearly finds names by
# their characters, so getattr/setattr/hasattr/delattr refuse it rather than differ. A str
# subclass without those methods still works.
class P(str):
    def shout(self):
        return self.upper()


class S(str):
    def __eq__(self, other):
        print("S.__eq__", other)
        return False

    __hash__ = str.__hash__


class C:
    pass


c = C()
c.x = 1
print(getattr(c, P("x")), hasattr(c, P("y")))
print(getattr(c, S("x")))
