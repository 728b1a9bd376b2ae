# ExceptionGroup and BaseExceptionGroup (PEP 654): construction and its errors, message,
# exceptions, split/subgroup by type, tuple and predicate (nested groups, metadata kept),
# derive, str/repr, catching with except, and traceback.format_exc's boxes for groups
# (members with their own tracebacks, nested groups, a group raised from a cause).
import re
import traceback


def show(text):
    print(re.sub(r'File "[^"]*/', 'File "', text))


eg = ExceptionGroup("many", [ValueError(1), TypeError("t"), ExceptionGroup("inner", [KeyError("k")])])
print(eg)
print(repr(eg))
print(eg.message, eg.exceptions)
print(type(eg).__name__, isinstance(eg, Exception), isinstance(eg, BaseExceptionGroup))
print(ExceptionGroup, BaseExceptionGroup, ExceptionGroup.__mro__)
m, r = eg.split(ValueError)
print(repr(m), repr(r))
print(repr(eg.subgroup(KeyError)))
print(repr(eg.subgroup(lambda e: isinstance(e, TypeError))))
print(eg.subgroup(OSError))
try:
    raise eg
except ExceptionGroup as caught:
    for e in caught.exceptions:
        print(type(e).__name__, e)
for bad in [("m", []), (1, [ValueError()]), ("m", [1]), ("m", ValueError()), ("m", [KeyboardInterrupt()])]:
    try:
        ExceptionGroup(*bad)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
beg = BaseExceptionGroup("b", [KeyboardInterrupt()])
print(repr(beg), isinstance(beg, Exception))
d = eg.derive([ValueError(2)])
print(repr(d), type(d).__name__)
def check(v):
    if v < 0:
        raise ValueError(f"negative: {v}")
    if v == 0:
        raise ZeroDivisionError("zero")
def validate(vals):
    errors = []
    for v in vals:
        try:
            check(v)
        except Exception as e:
            errors.append(e)
    if errors:
        raise ExceptionGroup("validation failed", errors)
try:
    validate([1, -2, 0])
except ExceptionGroup:
    show(traceback.format_exc())
try:
    try:
        raise KeyError("first")
    except KeyError as k:
        raise ExceptionGroup("outer", [ValueError("a"), ExceptionGroup("nested", [TypeError("b")])]) from k
except ExceptionGroup:
    show(traceback.format_exc())
try:
    try:
        raise ExceptionGroup("g", [ValueError("v")])
    except ExceptionGroup as g:
        g.add_note("a note")
        m, r = g.split(ValueError)
        print(m.__notes__, r, m.__context__ is g.__context__)
        raise
except ExceptionGroup:
    show(traceback.format_exc())
wide = ExceptionGroup("wide", [ValueError(i) for i in range(17)])
show("".join(traceback.format_exception(wide)))
