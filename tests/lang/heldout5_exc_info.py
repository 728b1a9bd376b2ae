# sys.exc_info() and sys.exception(): the exception being handled by the innermost running
# except/finally block (also seen from functions called there), None outside one; nested
# handlers restore the outer one; generators, finally blocks, re-raise, with-statement exits.
# (The third item of exc_info is a traceback object in CPython and None in Nearly, so only
# the first two are printed.)
import sys


def info():
    t, v, _ = sys.exc_info()
    return (t.__name__ if t else None, str(v) if v is not None else None)


def current():
    e = sys.exception()
    return type(e).__name__ if e is not None else None


print("outside", info(), current(), sys.exc_info()[:2])
try:
    raise ValueError("outer")
except ValueError:
    print("handler", info(), current())
    try:
        raise KeyError("inner")
    except KeyError:
        print("nested", info(), current())
    print("restored", info(), current())
print("after", info(), current())

try:
    try:
        1 / 0
    finally:
        print("finally while raising", info())
except ZeroDivisionError:
    pass
try:
    pass
finally:
    print("finally without exception", info())


def gen():
    try:
        raise IndexError("in generator")
    except IndexError:
        yield info()
    yield info()


g = gen()
print("generator", next(g), "then", next(g))


def reraise():
    try:
        raise TypeError("first")
    except TypeError:
        try:
            raise
        except TypeError as again:
            return info(), again is sys.exception()


print("reraise", reraise())


class Manager:
    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc, tb):
        print("exit sees", exc_type.__name__ if exc_type else None, current())
        return True


with Manager():
    raise RuntimeError("suppressed")
with Manager():
    pass
print("end", info())
try:
    sys.exc_info(1)
except TypeError as exc:
    print("TypeError", exc)
try:
    sys.exception(None)
except TypeError as exc:
    print("TypeError", exc)
