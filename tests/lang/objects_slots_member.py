# `P.x` on a slotted class: CPython's member object (<member 'x' of 'P' objects>, naming the
# class that declared the slot), hasattr on the class, unset slots on instances, a missing
# name, and calling a member (TypeError).
class P:
    __slots__ = ("x", "y")
    def __init__(self):
        self.x = 1
class Q(P):
    __slots__ = ("z",)
print(P.x, P.y, Q.x, Q.z, repr(P.x), str(Q.z))
print(hasattr(P, "x"), hasattr(P, "w"), hasattr(P(), "y"))
p = P()
print(p.x)
try:
    p.y
except AttributeError as e:
    print("AttributeError:", e)
try:
    P.w
except AttributeError as e:
    print("AttributeError:", e)
try:
    P.x()
except TypeError as e:
    print("TypeError:", e)
print(f"{P.x}", [P.x, Q.z])
class Open:
    a = 1
try:
    Open.x
except AttributeError as e:
    print("AttributeError:", e)
