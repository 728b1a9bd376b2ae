# BaseExceptionGroup(msg, excs) of Exceptions only is an ExceptionGroup, as CPython's __new__
# makes it; with a BaseException member it stays a BaseExceptionGroup; subclasses construct
# as themselves; validation errors are unchanged.
g = BaseExceptionGroup("b", [ValueError(1), TypeError(2)])
print(type(g).__name__, repr(g), isinstance(g, Exception))
try:
    raise g
except Exception as e:
    print("caught as Exception:", type(e).__name__)
h = BaseExceptionGroup("b", (KeyError("k"), KeyboardInterrupt()))
print(type(h).__name__, isinstance(h, Exception))
print(type(ExceptionGroup("e", [ValueError()])).__name__)


class MyGroup(ExceptionGroup):
    def __init__(self, message, excs, code=0):
        super().__init__(message, excs)
        self.code = code


m = MyGroup("mine", [ValueError("x")])
print(type(m).__name__, m.code, m.exceptions)


class MyBase(BaseExceptionGroup):
    pass


print(type(MyBase("x", [ValueError()])).__name__)
for args in (("x", []), ("x", [1]), (3, [ValueError()]), ("x", 5)):
    try:
        BaseExceptionGroup(*args)
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e)
try:
    ExceptionGroup("x", [KeyboardInterrupt()])
except TypeError as e:
    print("TypeError:", e)
try:
    try:
        raise BaseExceptionGroup("mixed", [ValueError("v"), OSError("o")])
    except* ValueError as eg:
        print("matched", repr(eg))
except* OSError as eg:
    print("outer", type(eg).__name__, repr(eg))
