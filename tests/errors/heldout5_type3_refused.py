# cpython: skip
# expect-exit: 1
# expect-stderr-last: TypeError: type() argument 3 must have str keys, not int
# Three-argument type() takes a namespace of str keys only (CPython accepts others); the
# refused hooks of a class statement are refused through type() too (caught below).
try:
    type("Hooked", (), {"__getattribute__": lambda self, name: 1})
except TypeError as exc:
    print("refused:", exc)
Made = type("Made", (), {"ok": 1})
print(Made.ok, Made.__mro__[0] is Made)
type("Odd", (), {1: 2})
