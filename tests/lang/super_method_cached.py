# super().name(...) compiled to SUPERMETHOD: its cache must give what super() + the method
# lookup give, for every shape that changes the answer.


class Base:
    def __init__(self, v):
        self.v = v

    def who(self):
        return "Base"

    def tag(self):
        return "tag-base"

    @classmethod
    def make(cls):
        return cls.__name__

    @staticmethod
    def stat(x):
        return x * 2

    @property
    def prop(self):
        return lambda: "prop-" + str(self.v)


class Mid(Base):
    def __init__(self, v):
        super().__init__(v + 1)

    def who(self):
        return "Mid>" + super().who()

    def cm(self):
        return super().make()

    def st(self):
        return super().stat(self.v)

    def pr(self):
        return super().prop()


class Left(Mid):
    def who(self):
        return "Left>" + super().who()


class Right(Mid):
    def who(self):
        return "Right>" + super().who()


class Diamond(Left, Right):
    def who(self):
        return "Diamond>" + super().who()


for o in [Mid(1), Left(2), Right(3), Diamond(4), Mid(5), Diamond(6)]:
    print(type(o).__name__, o.v, o.who(), o.cm(), o.st(), o.pr())

# The base method is replaced, then deleted, after the site is cached.
m = Mid(10)
print(m.who())
Base.who = lambda self: "patched"
print(m.who(), Diamond(0).who())
del Base.who
try:
    m.who()
except AttributeError as e:
    print("AttributeError", e)


# `super` rebound at module level: the call goes to the new object.
class Fake:
    def __init__(self):
        pass

    def who(self):
        return "fake"

    def tag(self):
        return "fake-tag"


class UsesSuper(Base):
    def who(self):
        return super().tag()


u = UsesSuper(1)
print(u.who())
real_super = super
super = lambda: Fake()
print(u.who())
del super
print(u.who())


# super as a local name, and self captured by a closure (a cell).
class LocalSuper(Base):
    def tag(self):
        super = lambda: Fake()
        return super().who()


class CellSelf(Base):
    def tag(self):
        f = lambda: self.v
        return super().tag() + str(f())


print(LocalSuper(1).tag(), CellSelf(7).tag(), CellSelf(8).tag())


# super().__init__ reaching object.__init__ (a native) and its error.
class Plain:
    def __init__(self, x):
        super().__init__()
        self.x = x


class BadInit:
    def __init__(self):
        super().__init__(1)


print(Plain(3).x, Plain(4).x)
try:
    BadInit()
except TypeError as e:
    print("TypeError", e)


# Missing names and the first argument deleted.
class Odd(Base):
    def missing(self):
        return super().nothing()

    def gone(self):
        del self
        return super().who()


for meth in ("missing", "gone"):
    for _ in range(2):
        try:
            getattr(Odd(1), meth)()
        except (AttributeError, RuntimeError, TypeError, NameError) as e:
            print(type(e).__name__, e)


# super() inside a classmethod (self is the class) and inside a nested function.
class K(Base):
    @classmethod
    def make(cls):
        return "K>" + super().make()

    def nested(self):
        def inner():
            return super().tag()
        try:
            return inner()
        except RuntimeError as e:
            return "RuntimeError " + str(e)


print(K.make(), K(1).make(), K(2).nested())

# An instance attribute does not shadow what super() finds (super skips the instance dict).
k = Mid(1)
k.who = lambda: "own"
print(k.who(), Mid.cm(k), Mid.pr(k))
