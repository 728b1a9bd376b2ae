# stderr: full
# A data descriptor's __get__ and __set__ run as frames of the calling loop once their sites
# are cached (GETATTR, SETATTR): an exception raised on a later read carries the line of the
# read and the __get__'s own line in the traceback, exactly as the nested call did.
class Positive:
    def __set_name__(self, owner, name):
        self.attr = "_" + name

    def __get__(self, obj, objtype=None):
        value = getattr(obj, self.attr)
        if value > 3:
            raise ValueError(f"{self.attr[1:]} grew to {value}")
        return value

    def __set__(self, obj, value):
        if value <= 0:
            raise ValueError(f"{self.attr[1:]} must be positive")
        setattr(obj, self.attr, value)


class Counter:
    n = Positive()

    def __init__(self):
        self.n = 1


def bump(c):
    c.n = c.n + 1
    return c.n


c = Counter()
for _ in range(5):
    print(bump(c))
