# Class bodies read globals before binding a name; `except ... as e` unbinds e even when the body raises.
x = 10
class A:
    x = x + 1
    y = x * 2
print(A.x, A.y, x)
def f():
    z = 5
    class B:
        z = z + 1
    return B.z
try:
    print(f())
except NameError as e:
    print(type(e).__name__, e)
def g():
    try:
        try:
            raise ValueError("v")
        except ValueError as e:
            raise KeyError("k")
    except KeyError:
        pass
    try:
        return e
    except NameError as ex:
        return "cleared: " + type(ex).__name__
print(g())
try:
    try:
        raise ValueError("v")
    except ValueError as err:
        raise KeyError("k")
except KeyError:
    pass
try:
    print(err)
except NameError as ex:
    print("NameError", ex)
# handled-exception state must not leak after except body raises
def h():
    try:
        try:
            raise ValueError("first")
        except ValueError:
            raise KeyError("second")
    except KeyError:
        pass
    try:
        raise
    except RuntimeError as e:
        return str(e)
print(h())
try:
    raise
except RuntimeError as e:
    print(e)
