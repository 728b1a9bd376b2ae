# __exit__ gets the exception's traceback object as its third argument (None without an
# exception), usable with the traceback module; contextlib's managers still work.
import traceback, contextlib
class M:
    def __enter__(self): return self
    def __exit__(self, t, v, tb):
        if t is None:
            print("no exception", v, tb)
            return False
        print(t.__name__, v, tb is None, type(tb).__name__)
        print("".join(traceback.format_exception(t, v, tb)).splitlines()[-1])
        print(len(traceback.extract_tb(tb)))
        return True
def f():
    raise ValueError("inner")
with M():
    f()
with M():
    pass
@contextlib.contextmanager
def cm():
    try:
        yield
    except KeyError as e:
        print("cm caught", repr(e))
with cm():
    raise KeyError("k")
with contextlib.suppress(ZeroDivisionError):
    1 / 0
with contextlib.ExitStack() as st:
    st.enter_context(M())
    raise TypeError("t")
print("done")
