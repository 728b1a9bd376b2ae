# cpython: skip
# The never-list of vm/np_attr.c (NEVER_NAMES, NEVER_PREFIXES) tried through
# every entry point that reads, writes or deletes attributes by name: `obj.name`, getattr,
# hasattr, setattr, delattr, str.format fields, format_map, f-strings, operator.attrgetter,
# operator.methodcaller, copy/functools/dataclasses/json internals. Each line must say "no".
# (__traceback__ is not on the list: an exception's is an opaque traceback object, checked at
# the end: no tb_, f_ or other name is reachable on it, and only the traceback module reads it.)
# (__wrapped__ is not on the list: functools.wraps stores there a function the script already had;
# nor are a class's __mro__ and mro(): every class in them is reachable through type() anyway;
# nor __annotations__, readable on the script's own functions and classes only: a dict of the
# values its own def and class statements evaluated, as in CPython; nor __doc__ and __module__,
# readable on the script's own functions, classes and instances only: strings or None.)
# (__new__ stays on the list but for `object.__new__`, `str.__new__`, `int.__new__`,
# `tuple.__new__` and `frozenset.__new__` read on those builtin types, and `super().__new__`
# in a class's __new__: natives that only build instances of the script's own classes, checked
# at the end.)
import operator, functools, copy, dataclasses, json, collections

NEVER = ["__dict__", "__self__", "__func__", "__defaults__",
         "__kwdefaults__", "__globals__", "__builtins__", "__code__", "__closure__", "__base__",
         "__bases__", "__subclasses__", "__reduce__", "__reduce_ex__",
         "__getattribute__",
         "gi_frame", "gi_code", "gi_yieldfrom", "cr_frame", "cr_await", "tb_frame", "tb_next",
         "f_back", "f_globals", "f_builtins", "f_locals", "f_code", "co_consts", "func_globals",
         "__new__", "__init_subclass__", "__getstate__"]


class User:
    def __reduce__(self):
        return "user reduce"

    def __reduce_ex__(self, p):
        return "user reduce_ex"

    def method(self):
        return 1


def gen():
    yield 1


def func(a=1):
    return a


try:
    1 / 0
except ZeroDivisionError as e:
    exc = e

# One object of every kind in the rule table.
OBJECTS = [("user instance", User()), ("user class", User), ("builtin type", int),
           ("builtin object", [1]), ("generator", gen()), ("function", func),
           ("native", len), ("bound method", User().method), ("builtin method", [].append),
           ("module", json), ("exception", exc), ("exception type", ValueError),
           ("partial", functools.partial(func)), ("Field", dataclasses.field(default=1)),
           ("lambda", lambda: 0), ("super", None)]


class Sub(User):
    def sup(self):
        return super()


OBJECTS[-1] = ("super", Sub().sup())


def try_all(kind, o, n):
    """Each way of reading attribute n of o; returns the labels that reached something."""
    reached = []
    ways = [
        ("getattr", lambda: getattr(o, n)),
        ("hasattr", lambda: hasattr(o, n) or (_ for _ in ()).throw(AttributeError(n))),
        ("format", lambda: ("{0.%s}" % n).format(o)),
        ("format kw", lambda: ("{x.%s}" % n).format(x=o)),
        ("format_map", lambda: ("{x.%s}" % n).format_map({"x": o})),
        ("format nested", lambda: ("{0[0].%s}" % n).format([o])),
        ("attrgetter", lambda: operator.attrgetter(n)(o)),
        ("attrgetter dotted", lambda: operator.attrgetter("x." + n)(collections.namedtuple("T", "x")(o))),
        ("methodcaller", lambda: operator.methodcaller(n)(o)),
    ]
    for label, f in ways:
        try:
            f()
            reached.append(label)
        except (AttributeError, TypeError):
            pass
    return reached


total = 0
for kind, o in OBJECTS:
    bad = []
    for n in NEVER:
        if kind == "builtin type" and n == "__new__":
            continue
        r = try_all(kind, o, n)
        total += 1
        if r:
            bad.append((n, r))
    print(kind, "reached:", bad if bad else "no")

# f-strings compile to the same attribute instruction as obj.name.
fs = []
for label, f in [("f-string __globals__", lambda: f"{func.__globals__}"),
                 ("f-string gi_frame", lambda: f"{gen().gi_frame}"),
                 ("f-string __dict__", lambda: f"{User().__dict__}"),
                 ("f-string __reduce__", lambda: f"{User().__reduce__()}"),
                 ("attr __mro__ then __subclasses__", lambda: int.__mro__[-1].__subclasses__()),
                 ("attr mro then __subclasses__", lambda: int.mro()[-1].__subclasses__()),
                 ("attr __subclasses__", lambda: object.__subclasses__()),
                 ("attr tb_frame", lambda: exc.__traceback__.tb_frame),
                 ("super __reduce__", lambda: Sub().sup().__reduce__()),
                 ("super __dict__", lambda: Sub().sup().__dict__)]:
    try:
        f()
        fs.append(label)
    except (AttributeError, TypeError):
        pass
print("direct reached:", fs if fs else "no")

# Writes and deletes of every never-name and of __class__: refused on every kind, except that
# a script's own instances, classes and functions may hold plain data under non-dunder names
# (`self.f_back = 1`, as in CPython: it is the script's data, not a frame).
OWN = ("user instance", "user class", "function", "lambda", "partial")
written = []
for kind, o in OBJECTS:
    for n in NEVER + ["__class__", "__name__x__", "__init__", "__eq__", "__hash__"]:
        if kind in OWN and not n.startswith("__"):
            continue
        # A user class's special methods may be assigned after its statement, as in CPython
        # (`C.__eq__ = f`), and a user instance (partial's too) may hold plain data under a
        # dunder name (`p.__lt__ = 5`, never used by operators); the never-names and __class__
        # stay refused on both.
        if kind in ("user class", "user instance", "partial") and \
                n in ("__name__x__", "__init__", "__eq__", "__hash__"):
            continue
        try:
            setattr(o, n, 1)
            written.append((kind, n, "set"))
        except (AttributeError, TypeError):
            pass
        try:
            delattr(o, n)
            written.append((kind, n, "del"))
        except (AttributeError, TypeError):
            pass
print("dunder writes/deletes accepted:", written if written else "no")

# The stdlib helpers that take names or objects from the script use the same path.
leaks = []
for label, f in [("copy.copy keeps no hidden state", lambda: copy.copy(User()).__dict__),
                 ("copy.deepcopy", lambda: copy.deepcopy(User()).__reduce_ex__(2)),
                 ("functools.partial.func.__code__", lambda: functools.partial(func).func.__code__),
                 ("dataclasses.fields __dict__", lambda: dataclasses.field().__dict__),
                 ("json default= sees only the object", lambda: json.dumps(gen(), default=lambda g: g.gi_frame)),
                 ("sorted key attrgetter", lambda: sorted([func], key=operator.attrgetter("__code__")))]:
    try:
        f()
        leaks.append(label)
    except (AttributeError, TypeError):
        pass
print("stdlib reached:", leaks if leaks else "no")

# The script's own data stays its own: names that only look like internals, set by the script.
u = User()
u.f_back = "mine"
u.gi_frame = "mine too"
print(u.f_back, u.gi_frame, getattr(u, "f_back"), "{0.gi_frame}".format(u))
print("checked", total, "name/object pairs")

# An exception's __traceback__ (and sys.exc_info()[2]) is an opaque object: every frame, code
# and namespace name fails on it, through every entry point; on every other kind it is absent.
import sys
TB_NAMES = ["tb_frame", "tb_next", "tb_lineno", "tb_lasti", "f_back", "f_globals", "f_locals",
            "f_code", "f_builtins", "__dict__", "__globals__", "__reduce__", "__reduce_ex__",
            "__self__", "__subclasses__", "__bases__"]
try:
    1 / 0
except ZeroDivisionError:
    tbs = [exc.__traceback__, sys.exc_info()[2], getattr(exc, "__traceback__")]
tb_reached = []
for tb in tbs:
    for n in TB_NAMES:
        for label, f in [("getattr", lambda: getattr(tb, n)), ("format", lambda: ("{0.%s}" % n).format(tb)),
                         ("attrgetter", lambda: operator.attrgetter(n)(tb)),
                         ("class", lambda: getattr(type(tb), n))]:
            try:
                f()
                tb_reached.append((label, n))
            except (AttributeError, TypeError):
                pass
    try:
        type(tb)()
        tb_reached.append(("construct", ""))
    except TypeError:
        pass
print("traceback object:", type(tbs[0]).__name__, "reached:", tb_reached if tb_reached else "no")
others = [kind for kind, o in OBJECTS if kind not in ("exception", "user exception")
          and not isinstance(o, BaseException) and hasattr(o, "__traceback__")]
print("__traceback__ elsewhere:", others if others else "no")

# The __new__ natives build instances of the script's classes only.
made = []
for label, f in [("object.__new__(int)", lambda: object.__new__(int)),
                 ("object.__new__(list)", lambda: object.__new__(list)),
                 ("object.__new__(json.JSONDecoder)", lambda: object.__new__(json.JSONDecoder)),
                 ("object.__new__(collections.Counter)", lambda: object.__new__(collections.Counter)),
                 ("int.__new__(bool, 1)", lambda: int.__new__(bool, 1)),
                 ("int.__new__(User)", lambda: int.__new__(User, 1)),
                 ("str.__new__(ValueError)", lambda: str.__new__(ValueError, "x")),
                 ("tuple.__new__(type)", lambda: tuple.__new__(type, ())),
                 ("list.__new__", lambda: list.__new__(list)),
                 ("dict.__new__", lambda: dict.__new__),
                 ("len.__new__", lambda: len.__new__),
                 ("instance __new__", lambda: User().__new__)]:
    try:
        f()
        made.append(label)
    except (AttributeError, TypeError):
        pass
print("__new__ beyond the script's classes:", made if made else "no")
print("object.__new__(User):", type(object.__new__(User)).__name__)
