# try/except/else/finally, messages of builtin errors, raise from, nested try, finally with return.
def show(f):
    try:
        f()
    except Exception as e:
        print(type(e).__name__ + ":", str(e))
show(lambda: 1 / 0)
show(lambda: 1 // 0)
show(lambda: 1 % 0)
show(lambda: 1.5 / 0)
show(lambda: {"a": 1}["b"])
show(lambda: {}[(1, 2)])
show(lambda: [1, 2][5])
show(lambda: "abc"[10])
show(lambda: (1,)[-3])
show(lambda: 1 + "a")
show(lambda: "a" + 1)
show(lambda: [] + ())
show(lambda: len(5))
show(lambda: int("abc"))
show(lambda: int("12.5"))
show(lambda: float("x"))
show(lambda: [].pop())
show(lambda: [1].index(2))
show(lambda: "abc".index("z"))
show(lambda: undefined_name)
show(lambda: (5).foo)
show(lambda: "s".nope())
show(lambda: None.attr)
show(lambda: {}.pop("k"))
show(lambda: next(iter([])))
show(lambda: {1, 2}.remove(3))
def one_arg(x):
    return x
def no_args():
    return 0
five = 5
show(lambda: one_arg())
show(lambda: one_arg(1, 2))
show(lambda: no_args(a=1))
show(lambda: one_arg(1, x=2))
show(lambda: five())
show(lambda: 2 ** 10000 * 1.0)
show(lambda: [1, 2] < ["a", "b"])
show(lambda: 3 < "3")
show(lambda: hash([]))
show(lambda: chr(-1))
show(lambda: "x" * "y")
show(lambda: divmod(1, 0))
show(lambda: sorted([1, "a"]))
def unbound():
    print(x)
    x = 1
show(unbound)
try:
    raise ValueError("custom message")
except (TypeError, ValueError) as e:
    print("caught", repr(e), e.args)
try:
    try:
        raise KeyError("inner")
    except KeyError as e:
        raise RuntimeError("outer") from e
except RuntimeError as e:
    print(e, "cause:", repr(e.__cause__), "context:", repr(e.__context__))
def finally_return():
    try:
        return "try"
    finally:
        print("finally runs")
print(finally_return())
def finally_override():
    try:
        return 1
    finally:
        return 2
print(finally_override())
for v in [0, 1, 2]:
    try:
        r = 10 / v if v != 2 else int("x")
    except ZeroDivisionError:
        print("zero")
    except ValueError as e:
        print("value", e)
    else:
        print("ok", r)
    finally:
        print("done", v)
