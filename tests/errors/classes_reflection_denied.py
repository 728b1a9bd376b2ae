# cpython: skip
# Reflective dunders never exist on user classes, their instances, methods or functions; dunder
# writes are refused; type() has no three-argument form; builtin list/dict are not subclassable.
class Account:
    def __init__(self): self.__secret = 1
    def reveal(self): return self.__secret
    @staticmethod
    def helper(): return 1
a = Account()
names = ["__dict__", "__bases__", "__mro__", "__base__", "__subclasses__", "__module__", "__doc__",
         "__globals__", "__code__", "__defaults__", "__reduce__", "__reduce_ex__",
         "__getattribute__", "__func__", "__self__", "__closure__", "__init_subclass__", "mro",
         "__annotations__", "__np_annotated__", "__classcell__", "gi_frame", "f_globals"]
leaks = []
for name in names:
    for obj in (a, Account, a.reveal, Account.helper, super(Account, a), print, [].append):
        try:
            getattr(obj, name)
            leaks.append(name)
        except AttributeError:
            pass
print("leaks:", leaks)
print(a._Account__secret, a.reveal(), type(a).__name__, a.__class__ is Account)
for stmt in (lambda: setattr(a, "__class__", int), lambda: setattr(a, "__dict__", {}),
             lambda: setattr(Account, "__init__", None), lambda: delattr(a, "__class__")):
    try:
        stmt()
        print("write allowed")
    except (AttributeError, TypeError) as e:
        print(type(e).__name__)
for make in (lambda: type("X", (), {}), ):
    try:
        make()
    except TypeError as e:
        print("TypeError", e)
try:
    class MyList(list): pass
except TypeError as e:
    print("TypeError", e)
