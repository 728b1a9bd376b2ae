# except* (PEP 654): clauses matching parts of a group (types, tuples, `as` names), the
# unmatched rest re-raised, a naked exception wrapped, bare raise keeping the original group,
# a new exception combined with the rest, the TypeError for except* ExceptionGroup, else and
# finally, clauses in a loop, and format_exc of what escaped; bool() of exception instances.
import re
import traceback
def f():
    raise ExceptionGroup("eg", [ValueError(1), TypeError(2), ValueError(3), KeyError(4)])
try:
    f()
except* ValueError as e:
    print("VE", repr(e))
except* TypeError as e:
    print("TE", repr(e))
except* KeyError:
    print("KE")
print("after 1")
try:
    try:
        f()
    except* ValueError as e:
        print("only VE", repr(e))
except ExceptionGroup as rest:
    print("rest", repr(rest))
try:
    try:
        raise ValueError("naked")
    except* ValueError as e:
        print("naked caught", repr(e), repr(e.exceptions[0]))
except Exception as x:
    print("?", x)
try:
    try:
        raise KeyError("naked2")
    except* ValueError:
        print("no")
except KeyError as k:
    print("naked passes through", repr(k))
try:
    try:
        f()
    except* ValueError:
        raise
except ExceptionGroup as g:
    print("reraised", repr(g))
try:
    try:
        f()
    except* ValueError:
        raise RuntimeError("new")
except ExceptionGroup as g:
    print("new+rest", repr(g), repr(g.exceptions[0].__context__))
try:
    try:
        raise ValueError("x")
    except* ExceptionGroup:
        pass
except TypeError as t:
    print("TypeError:", t)
try:
    f()
except* (ValueError, TypeError) as e:
    print("tuple", repr(e))
except* KeyError:
    pass
try:
    pass
except* ValueError:
    pass
else:
    print("else ran")
finally:
    print("finally ran")
def g():
    for i in range(3):
        try:
            raise ExceptionGroup("x", [ValueError(i)])
        except* ValueError as e:
            print("loop", i, e.exceptions)
    return "done"
print(g())
try:
    try:
        f()
    except* ValueError:
        pass
except ExceptionGroup:
    print(re.sub(r'File "[^"]*/', 'File "', traceback.format_exc()))
class Plain(Exception):
    pass
print(bool(Plain()), bool(ExceptionGroup("g", [Plain()])), not Plain("x"))
def work():
    try:
        raise BaseExceptionGroup("b", [KeyboardInterrupt(), ValueError("v")])
    except* KeyboardInterrupt:
        print("kbi handled")
    except* ValueError as e:
        print("ve", e.exceptions)
        print("no return here")
    return "end"
print(work())
def gen():
    try:
        yield 1
        raise ExceptionGroup("g", [TypeError("t")])
    except* TypeError as e:
        yield repr(e)
print(list(gen()))
try:
    raise ExceptionGroup("outer", [ExceptionGroup("in", [ValueError(1), KeyError(2)]), ValueError(3)])
except* ValueError as e:
    print(repr(e))
except* KeyError as e:
    print(repr(e))
