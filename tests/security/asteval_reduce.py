# cpython: skip
# asteval's __reduce__/__reduce_ex__ leak: the pickle protocol returned a reconstructor
# (copyreg, builtins) from any object. The names do not exist on any object here.
import copy
def attempt(label, f):
    try:
        r = f()
        print(label, "REACHED", type(r).__name__)
    except Exception as e:
        print(label, type(e).__name__, e)

class C:
    pass
for obj in [1, "s", [], {}, (), C(), C, attempt, print, 1.5, None, range(3)]:
    attempt(type(obj).__name__ + ".__reduce__", lambda: obj.__reduce__())
    attempt(type(obj).__name__ + ".__reduce_ex__", lambda: obj.__reduce_ex__(2))
    attempt(type(obj).__name__ + ".__getattribute__", lambda: obj.__getattribute__("__class__"))
    attempt(type(obj).__name__ + ".__getstate__", lambda: obj.__getstate__())
print("deepcopy still works:", copy.deepcopy([1, [2, {"a": (3,)}]]))
