# A data descriptor's __set__ that stores through itself recurses until the recursion limit:
# CPython's RecursionError says "maximum recursion depth exceeded" (SETATTR runs the __set__
# as a frame of its loop, so no nested call adds "while calling a Python object").
class Loop:
    def __set__(self, obj, value):
        obj.x = value + 1

    def __get__(self, obj, objtype=None):
        return 0


class Holder:
    x = Loop()


h = Holder()
try:
    h.x = 1
except RecursionError as e:
    print("RecursionError:", e)
h2 = Holder()
for k in range(2):
    try:
        h2.x = k
    except RecursionError as e:
        print("RecursionError again:", e)
print(h.x)
