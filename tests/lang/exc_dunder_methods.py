# Exception dunder attributes and the builtin exception types' own __init__/__str__: which
# type a wrong receiver's TypeError names, and BaseException.__str__ reached through a subclass
# (`Exception.__str__(KeyError('k'))` is k, not 'k').


def attempt(label, f):
    try:
        print(label, "->", repr(f()))
    except Exception as e:
        print(label, "!!", type(e).__name__, e)


class MyErr(ValueError):
    pass


class MyKey(KeyError):
    def __str__(self):
        return "MyKey: " + Exception.__str__(self) + " / " + super().__str__()


attempt("Exception.__init__(5, 1)", lambda: Exception.__init__(5, 1))
attempt("KeyError.__init__(5)", lambda: KeyError.__init__(5))
attempt("LookupError.__init__(ValueError(), 3)", lambda: LookupError.__init__(ValueError(), 3))
attempt("MyErr.__init__(KeyError())", lambda: MyErr.__init__(KeyError()))
attempt("BaseException.__init__(1)", lambda: BaseException.__init__(1))
attempt("ValueError.__str__(5)", lambda: ValueError.__str__(5))
attempt("Exception.__repr__(5)", lambda: Exception.__repr__(5))
attempt("KeyError.__str__(ValueError(1))", lambda: KeyError.__str__(ValueError(1)))
attempt("OSError.__str__(ValueError(1))", lambda: OSError.__str__(ValueError(1)))
attempt("Exception.__str__(KeyError('k'))", lambda: Exception.__str__(KeyError("k")))
attempt("LookupError.__str__(KeyError('k'))", lambda: LookupError.__str__(KeyError("k")))
attempt("KeyError.__str__(KeyError('k'))", lambda: KeyError.__str__(KeyError("k")))
attempt("BaseException.__str__(KeyError())", lambda: BaseException.__str__(KeyError()))
attempt("Exception.__str__(KeyError(1, 2))", lambda: Exception.__str__(KeyError(1, 2)))
attempt("Exception.__str__(OSError(2, 'x'))", lambda: Exception.__str__(OSError(2, "x")))
attempt("OSError.__str__(OSError(2, 'x'))", lambda: OSError.__str__(OSError(2, "x")))
attempt("Exception.__str__(MyErr('m'))", lambda: Exception.__str__(MyErr("m")))
attempt("str(MyKey('q'))", lambda: str(MyKey("q")))
attempt("MyErr.__str__(MyErr(1, 2))", lambda: MyErr.__str__(MyErr(1, 2)))
attempt("Exception.__str__(KeyError('k'), 1)", lambda: Exception.__str__(KeyError("k"), 1))
e = MyErr("a")
MyErr.__init__(e, "b", "c")
print(e.args, str(e))
Exception.__init__(e, "d")
print(e.args, repr(e))

# The dunder attributes of an exception instance.
e = ValueError("x")
for name in ("__notes__", "__cause__", "__context__", "__suppress_context__"):
    print(name, getattr(e, name, "MISSING"), hasattr(e, name))
e.add_note("first")
e.add_note("second")
print(e.__notes__)
attempt("add_note(5)", lambda: e.add_note(5))
e.__notes__ = ("not", "a list")
attempt("add_note on a tuple __notes__", lambda: e.add_note("x"))
try:
    try:
        raise KeyError("a")
    except KeyError as k:
        raise ValueError("b") from k
except ValueError as v:
    print(repr(v.__cause__), repr(v.__context__), v.__suppress_context__)
    v.__cause__ = None
    print(v.__cause__, v.__suppress_context__)
    v.__suppress_context__ = False
    print(v.__suppress_context__)
try:
    try:
        {}["k"]
    except KeyError:
        raise RuntimeError("during")
except RuntimeError as r:
    print(repr(r.__context__), r.__cause__, r.__suppress_context__)
e2 = ValueError()
e2.__context__ = KeyError(1)
print(repr(e2.__context__))
attempt("__cause__ = 5", lambda: setattr(e2, "__cause__", 5))
attempt("__context__ = 'x'", lambda: setattr(e2, "__context__", "x"))
e2.__cause__ = TypeError("t")
print(repr(e2.__cause__), e2.__suppress_context__)


class C:
    pass


attempt("object.__str__(C(), 1)", lambda: object.__str__(C(), 1))
attempt("object.__repr__(C(), 1)", lambda: object.__repr__(C(), 1))
attempt("Exception.__repr__(KeyError('k'), 2)", lambda: Exception.__repr__(KeyError("k"), 2))

# The protocol methods of a builtin exception instance (BaseException's and object's), as a
# user exception's already had them.
for e in (ValueError("v"), MyErr("m"), KeyError("k"), OSError(2, "gone"), StopIteration(3)):
    name = type(e).__name__
    attempt(name + " __str__", lambda: e.__str__())
    attempt(name + " __repr__", lambda: e.__repr__())
    attempt(name + " __eq__", lambda: (e.__eq__(e), e.__ne__(e), e.__eq__(1)))
    attempt(name + " __hash__", lambda: e.__hash__() == hash(e))
    attempt(name + " __format__", lambda: e.__format__(""))
    attempt(name + " __lt__", lambda: e.__lt__(e))
    if not isinstance(e, OSError):  # (OSError's args come from __new__: not reset here)
        attempt(name + " __init__", lambda: (e.__init__("z", 1), e.args))
    attempt(name + " __setattr__", lambda: (e.__setattr__("q", 1), e.q, e.__delattr__("q")))
    attempt(name + " __str__ with an argument", lambda: e.__str__(1))
