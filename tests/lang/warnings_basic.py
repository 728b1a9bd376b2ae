# warnings: filters, actions (default once per location, once, module, always, ignore, error),
# stacklevel, catch_warnings(record=True), WarningMessage, formatwarning, CPython's default
# filters (DeprecationWarning shown from __main__) and error messages. Output that goes to
# stderr is checked by the record log instead (paths differ between the two runs).
import warnings


def old():
    warnings.warn("old() is deprecated", DeprecationWarning, stacklevel=2)
    return 1


with warnings.catch_warnings(record=True) as w:
    for i in range(3):
        warnings.warn("hello")
        old()
    warnings.warn("again", RuntimeWarning)
    warnings.warn(UserWarning("inst"))
    warnings.warn("pending", PendingDeprecationWarning)
print([(str(x.message), x.category.__name__, x.lineno) for x in w])

with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    for i in range(2):
        warnings.warn("rec %d" % i, FutureWarning)
    old()
    warnings.warn("deep", stacklevel=50)
print(len(w), [str(x.message) for x in w], [x.category.__name__ for x in w], w[0].lineno)
print(str(w[0]).replace(w[0].filename, "FILE"))
print(w[-1].filename, w[-1].lineno)

with warnings.catch_warnings():
    warnings.simplefilter("error")
    try:
        warnings.warn("boom", UserWarning)
    except UserWarning as e:
        print("raised", repr(e))

with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("ignore")
    warnings.warn("ignored")
    warnings.filterwarnings("always", message="keep.*")
    warnings.warn("KEEP me")
    warnings.warn("drop me")
    warnings.filterwarnings("error", category=RuntimeWarning)
    try:
        warnings.warn("rt", RuntimeWarning)
    except RuntimeWarning as e:
        print("rt raised", e)
print([str(x.message) for x in w])

with warnings.catch_warnings(record=True) as w:
    warnings.resetwarnings()
    warnings.simplefilter("once")
    for i in range(3):
        warnings.warn("once only")
    warnings.simplefilter("module")
    warnings.warn("per module")
    warnings.warn("per module")
print([str(x.message) for x in w])

with warnings.catch_warnings(action="ignore"):
    warnings.warn("quiet")

print(warnings.formatwarning("m", UserWarning, "f.py", 3, "  x = 1  "), end="")
print(repr(warnings.formatwarning("m", DeprecationWarning, "g.py", 4)))
for bad in [lambda: warnings.warn("x", int), lambda: warnings.warn("x", "s"),
            lambda: warnings.simplefilter("bogus"),
            lambda: warnings.filterwarnings("ignore", lineno=-1)]:
    try:
        bad()
    except (TypeError, AssertionError) as e:
        print(type(e).__name__, e)
print(warnings.filters[0][0], len(warnings.filters))
