# Methods of builtin bases reached through the class: Exception.__init__(self, ...) in a subclass's
# __init__, Exception.__str__/__repr__ from overrides, str.__str__, and the wrong-receiver errors
# (slot wrappers say 'requires', method descriptors 'doesn't apply').
class AppError(Exception):
    def __init__(self, msg, code):
        Exception.__init__(self, msg)
        self.code = code

    def __str__(self):
        return "[%d] %s" % (self.code, Exception.__str__(self))

class Pair(ValueError):
    def __init__(self, a, b):
        ValueError.__init__(self, a, b)

    def __repr__(self):
        return "Pair!" + Exception.__repr__(self)

try:
    raise AppError("disk full", 28)
except AppError as e:
    print(e, e.args, e.code, repr(e))
p = Pair(1, "two")
print(str(p), repr(p), p.args)
print(KeyError.__str__(KeyError("k")), ValueError.__str__(ValueError("v")))
print(BaseException.__str__(Pair(3, 4)))
class S(str):
    def __str__(self):
        return "S-override"
s = S("text")
print(str(s), str.__str__(s), type(str.__str__(s)).__name__)
for bad in (lambda: str.__str__(5), lambda: int.__add__("a", 1), lambda: tuple.__len__(5), lambda: list.append(5, 0), lambda: dict.__getitem__(5, 0), lambda: str.__str__(s, 1)):
    try:
        bad()
    except TypeError as e:
        print("TypeError:", e)
class Nf(OSError):
    def __init__(self, path):
        OSError.__init__(self, 2, "No such file", path)
n = Nf("/x")
print(n.errno, n.strerror, n.filename, str(n))
