# warnings.showwarning and warnings.formatwarning may be replaced by the script, as in CPython.
import warnings

seen = []


def show(message, category, filename, lineno, file=None, line=None):
    seen.append((str(message), category.__name__))
    print("show:", message, category.__name__)


warnings.showwarning = show
warnings.warn("first", UserWarning)
warnings.warn("second", DeprecationWarning)
warnings.warn("third", RuntimeWarning)
with warnings.catch_warnings(record=True) as got:
    warnings.simplefilter("always")
    warnings.warn("recorded")
print([str(w.message) for w in got])
warnings.warn("after", UserWarning)
print(warnings.showwarning is show, seen)


def fmt(message, category, filename, lineno, line=None):
    return "FMT %s: %s\n" % (category.__name__, message)


warnings.formatwarning = fmt
print(warnings.formatwarning("m", UserWarning, "f.py", 1), end="")
