# PEP 678 notes and __suppress_context__: add_note appends to __notes__ (made on first use),
# notes survive raise and re-raise, user exception classes, bad notes, a replaced __notes__;
# __suppress_context__ after `raise ... from`, from None, plain raise, and assignment.


def show(e):
    print(type(e).__name__, getattr(e, "__notes__", "no notes"), e.__suppress_context__)


e = ValueError("bad")
print(hasattr(e, "__notes__"))
e.add_note("first note")
e.add_note("second\nnote")
show(e)
try:
    raise e
except ValueError as caught:
    show(caught)
    caught.add_note("added in handler")
    print(caught is e, len(e.__notes__))


class AppError(Exception):
    def __init__(self, code):
        super().__init__(f"code {code}")
        self.code = code


def load(path):
    try:
        raise AppError(7)
    except AppError as err:
        err.add_note(f"while loading {path}")
        raise


try:
    load("config.toml")
except AppError as err:
    show(err)
    print(err.code, str(err))

for bad in (5, None, b"bytes"):
    try:
        ValueError().add_note(bad)
    except TypeError as exc:
        print("TypeError", exc)
try:
    ValueError().add_note()
except TypeError as exc:
    print("TypeError", exc)

x = KeyError("k")
x.__notes__ = ("not", "a list")
try:
    x.add_note("more")
except TypeError as exc:
    print("TypeError", exc)
x.__notes__ = ["mine"]
x.add_note("more")
print(x.__notes__)

try:
    raise ValueError("plain")
except ValueError as exc:
    show(exc)
try:
    try:
        1 / 0
    except ZeroDivisionError as inner:
        raise KeyError("k") from inner
except KeyError as exc:
    show(exc)
    print(type(exc.__cause__).__name__, type(exc.__context__).__name__)
try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise KeyError("none") from None
except KeyError as exc:
    show(exc)
    print(exc.__cause__, type(exc.__context__).__name__)
    exc.__suppress_context__ = False
    show(exc)
    kept = exc
try:
    kept.__suppress_context__ = 1
except TypeError as err:
    print("TypeError", err)

# An uncaught exception prints its notes under the message.
failure = RuntimeError("giving up")
failure.add_note("hint: check the input")
failure.add_note("attempts: 3")
raise failure
