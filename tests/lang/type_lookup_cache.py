# Class attribute lookups through the VM's (type, name) cache: every class-dict write, new
# classes, deletions and garbage made in between must be seen at once.
class Base:
    kind = "base"
    def who(self):
        return "Base.who"
class Mid(Base):
    pass
class Leaf(Mid):
    def who(self):
        return "Leaf.who"
objs = [Base(), Mid(), Leaf()]
def show():
    return [(o.kind, o.who(), type(o).kind) for o in objs]
print(show())
Base.kind = "changed"
print(show())
Mid.kind = "mid"
print(show())
del Mid.kind
print(show())
def mid_who(self):
    return "Mid.who"
Mid.who = mid_who
print(show())
del Leaf.who
print(show())
try:
    del Leaf.who
except AttributeError as e:
    print("AttributeError", e)
junk = [[i] * 10 for i in range(20000)]
del junk
class Late(Leaf):
    kind = "late"
objs.append(Late())
print(show())
for rep in range(3):
    class Dyn(Base):
        kind = "dyn%d" % rep
    o = Dyn()
    print(o.kind, o.who(), getattr(o, "missing", "default"), hasattr(o, "who"))
    Base.who = lambda self, rep=rep: "patched%d" % rep
print(show())
class P:
    @property
    def v(self):
        return 1
p = P()
print(p.v)
P.v = property(lambda self: 2)
print(p.v)
del P.v
try:
    print(p.v)
except AttributeError as e:
    print("AttributeError", e)
