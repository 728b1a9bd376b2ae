class Account:
    count = 0
    __registry = []
    def __init__(self, owner, balance=0):
        self.owner = owner
        self.__balance = balance
        self._note = "n"
        Account.count += 1
        Account.__registry.append(owner)
    @property
    def balance(self): return self.__balance
    @balance.setter
    def balance(self, v):
        if v < 0: raise ValueError("negative")
        self.__balance = v
    @balance.deleter
    def balance(self): print("deleting"); self.__balance = 0
    @staticmethod
    def valid(x): return x >= 0
    @classmethod
    def create(cls, owner): return cls(owner, 100)
    @classmethod
    def registry(cls): return list(cls.__registry)
    def __secret(self): return "s" + self.owner
    def reveal(self): return self.__secret()
    def __repr__(self): return f"{self.__class__.__name__}({self.owner!r}, {self.__balance})"
a = Account("ann", 5)
print(a.balance, a._note, a._Account__balance, a.reveal(), Account.valid(3), a.valid(-1))
a.balance = 10; print(a.balance, a)
try: a.balance = -1
except ValueError as e: print("VE", e)
del a.balance; print(a.balance)
b = Account.create("bob"); print(b, type(b).__name__, Account.count, Account.registry())
try: a.__balance
except AttributeError as e: print(e)
try: a.__secret()
except AttributeError as e: print(e)
class Savings(Account):
    rate = 0.05
    def __init__(self, owner, balance=0, rate=None):
        super().__init__(owner, balance)
        if rate is not None: self.rate = rate
    def interest(self): return self.balance * self.rate
    @classmethod
    def create(cls, owner):
        obj = super().create(owner)
        obj.tag = "cm"
        return obj
s = Savings.create("sue"); print(s, s.tag, s.interest(), isinstance(s, Account), Savings.registry())
class RO:
    @property
    def x(self): return 1
r = RO()
for f in (lambda: setattr(r, "x", 2), lambda: delattr(r, "x")):
    try: f()
    except AttributeError as e: print(e)
print(RO.x.__class__.__name__ if False else type(RO.x).__name__)
# multiple inheritance and MRO
class A:
    def who(self): return "A"
    def chain(self): return ["A"]
class B(A):
    def who(self): return "B" + super().who()
    def chain(self): return ["B"] + super().chain()
class C(A):
    def who(self): return "C" + super().who()
    def chain(self): return ["C"] + super().chain()
class D(B, C):
    def who(self): return "D" + super().who()
    def chain(self): return ["D"] + super().chain()
print(D().who(), D().chain(), super(B, D()).who(), super(D, D()).chain())
print(isinstance(D(), (int, C)), issubclass(D, (B, int)), issubclass(D, A), issubclass(A, D))
try:
    class X(A, B): pass
except TypeError as e: print(e)
try: isinstance(1, 2)
except TypeError as e: print(e)
try: issubclass(1, int)
except TypeError as e: print(e)
print(a.__class__ is Account, type(a) is Account, type(a) == Account, a.__class__.__name__, Account.__qualname__)
try: type(1, 2)
except TypeError as e: print("TE")
# decorators
def simple(fn):
    def inner(*a):
        print("->", fn.__name__, fn.__qualname__)
        return fn(*a)
    return inner
class K:
    @simple
    def m(self, x): return x * 2
    def n(self): return 1
print(K().m(4), K.n.__name__, K().n.__name__, K.n.__qualname__)
def register(cls):
    cls.registered = True
    return cls
@register
class Q: pass
print(Q.registered, Q().registered, repr(Q)[:17])
class P:
    def __init__(self): self.items = []
    def add(self, x): self.items.append(x); return self
print(P().add(1).add(2).items)
class Empty: pass
e = Empty(); e.x = 1; print(e.x, hasattr(e, "y"), getattr(e, "y", "dflt"))
del e.x
try: e.x
except AttributeError as ex: print(ex)
try: Empty(1)
except TypeError as ex: print(ex)
class Init:
    def __init__(self, a, b=2, *, c): self.t = (a, b, c)
print(Init(1, c=3).t)
try: Init(1)
except TypeError as ex: print(ex)
try: Init(1, 2, 3, c=1)
except TypeError as ex: print(ex)
class Bad:
    def __init__(self): return 1
try: Bad()
except TypeError as ex: print(ex)
class G:
    def __getattr__(self, n): return n.upper()
g = G(); g.z = 1; print(g.foo, g.z)
class S:
    def __setattr__(self, n, v): print("set", n, v); super().__setattr__(n, v)
s2 = S(); s2.q = 5; print(s2.q)
print(str(a), format(a), f"{a!r}", "%s" % a)
class Base2:
    def __init__(self, v): self.v = v
class Child2(Base2):
    def __init__(self, v, w):
        Base2.__init__(self, v)
        self.w = w
    def __eq__(self, o): return super().__eq__(o)
c2 = Child2(1, 2); print(c2.v, c2.w, c2 == c2, c2 == Child2(1, 2))
class NoInit: pass
ni = NoInit(); NoInit.__init__(ni); print("ok")
