# repr()/str() of an exception whose single argument is another exception, nested 100000 times,
# recursed in C without a guard (repr crashed); now RecursionError, as in CPython.
# Found by the escape corpus (tests/security/corpus/res_exception_args_nest_repr.py).
x = 1
for i in range(100000):
    x = ValueError(x)
for f in (repr, str):
    try:
        f(x)
        print(f.__name__, "no error")
    except RecursionError:
        print(f.__name__, "RecursionError")
print(repr(ValueError(KeyError(ValueError("x")))), str(ValueError(ValueError(3))))
e = ValueError(1)
e.args = (e,)
try:
    repr(e)
except RecursionError:
    print("self-holding exception: RecursionError")
