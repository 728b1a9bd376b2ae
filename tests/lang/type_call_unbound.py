# type.__call__ read from type itself is the unbound slot wrapper: its first argument is the
# class to call; read from another class it is bound to that class.
print(type.__call__(int, "7"), type.__call__(type, 3), type.__call__(list, "ab"))
class A:
    def __init__(self, x):
        self.x = x
print(type.__call__(A, 5).x, A.__call__(6).x, int.__call__(3.5))
print(type.__call__)
print(callable(type.__call__), hasattr(type, "__call__"))
for args in [(), (3,), ("s",)]:
    try:
        type.__call__(*args)
    except TypeError as e:
        print("TypeError:", e)
try:
    type.__call__(int, "x")
except ValueError as e:
    print("ValueError:", e)
