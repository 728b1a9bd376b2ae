# corpus: legit
# technique: class names
class Outer:
    class Inner:
        def meth(self):
            pass


def f():
    pass


o = Outer.Inner()
print(o.__class__.__name__, type(o).__name__, Outer.Inner.__qualname__, f.__name__)
print(type(1).__name__, type("").__name__, (1).__class__.__name__, type(None).__name__)
print(f.__qualname__, Outer.Inner.meth.__qualname__, len.__name__, type(o) is Outer.Inner)
print(type(o) == o.__class__, isinstance(o, type(o)), type(type(o)).__name__)
