# Exception hierarchy, re-raising, bare raise, exception args, assert, exceptions in loops.
try:
    [][0]
except LookupError as e:
    print("LookupError caught", type(e).__name__)
try:
    {}["k"]
except LookupError as e:
    print("LookupError caught", type(e).__name__, e)
try:
    1 / 0
except ArithmeticError as e:
    print("ArithmeticError caught", type(e).__name__)
print(issubclass(KeyError, LookupError), issubclass(ZeroDivisionError, ArithmeticError),
      issubclass(ValueError, Exception), isinstance(ValueError("x"), Exception))
def reraiser():
    try:
        int("bad")
    except ValueError:
        print("logging and re-raising")
        raise
try:
    reraiser()
except ValueError as e:
    print("outer got", e)
e = ValueError("a", 2, [3])
print(e.args, str(e), repr(e), str(ValueError()), repr(KeyError("k")), str(KeyError("k")))
print(repr(Exception("msg")), str(Exception(1, 2)), repr(ZeroDivisionError()))
try:
    assert 1 + 1 == 3, "math is broken"
except AssertionError as e:
    print("assert:", e)
try:
    assert False
except AssertionError as e:
    print("bare assert:", repr(e))
results = []
for item in ["1", "x", "3", None, "5"]:
    try:
        results.append(int(item))
    except ValueError:
        results.append("bad")
    except TypeError as e:
        results.append("type: " + str(e))
print(results)
def nested(level):
    try:
        if level == 0:
            raise IndexError("bottom")
        nested(level - 1)
    finally:
        print("unwinding", level)
try:
    nested(3)
except IndexError as e:
    print("caught", e)
try:
    try:
        raise TypeError("first")
    except TypeError:
        raise ValueError("second")
except ValueError as e:
    print(e, "context:", repr(e.__context__), e.__cause__)
try:
    raise ValueError
except ValueError as e:
    print("class raise", repr(e))
x = 0
while True:
    try:
        x += 1
        if x == 3:
            break
        continue
    finally:
        print("finally in loop", x)
print("x =", x)
try:
    raise Exception("base")
except Exception as err:
    saved = err
print(saved, type(saved).__name__)
try:
    pass
except Exception:
    print("not printed")
else:
    print("else ran")
def cleanup_order():
    out = []
    for i in range(3):
        try:
            if i == 1:
                continue
            out.append(i)
        finally:
            out.append("f%d" % i)
    return out
print(cleanup_order())
