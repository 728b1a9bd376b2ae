# The name a property reports in its "no setter" / "no deleter" errors: the one it was given in
# a class body (CPython's __set_name__), none for a property attached after the class was made,
# kept by .setter()/.getter()/.deleter() copies.
class C:
    @property
    def a(self): return 1
def getx(self): return 2
C.x = property(getx)
C.y = property(lambda s: 1)
for n in 'axy':
    try:
        setattr(C(), n, 5)
    except AttributeError as e:
        print(e)
    try:
        delattr(C(), n)
    except AttributeError as e:
        print(e)
class D:
    z = property(getx)
try:
    D().z = 1
except AttributeError as e:
    print(e)
class E:
    def _get(self):
        return 1
    renamed = property(_get)
    copied = renamed.getter(_get)
try:
    E().renamed = 3
except AttributeError as e:
    print(e)
try:
    del E().copied
except AttributeError as e:
    print(e)
E.later = E.renamed.getter(lambda s: 2)
try:
    E().later = 1
except AttributeError as e:
    print(e)
