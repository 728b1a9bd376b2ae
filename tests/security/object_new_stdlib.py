# cpython: skip
# object.__new__ builds only instances of the script's own classes: every stdlib class itself is
# refused; a script's subclass of one gets a bare instance, whose methods then fail cleanly (no
# crash under ASan). A list/dict/set/exception subclass may not define __new__.
import datetime, decimal, fractions, collections, enum, dataclasses, io, re, random, statistics, functools, string, typing
targets = [datetime.date, datetime.datetime, datetime.timedelta, datetime.time, datetime.timezone, decimal.Decimal,
           fractions.Fraction, collections.Counter, collections.OrderedDict, collections.deque, collections.defaultdict,
           io.StringIO, random.Random, string.Template, functools.partial, enum.Enum, typing.Generic, decimal.Context]
class D(decimal.Decimal): pass
class F(fractions.Fraction): pass
class DT(datetime.date): pass
targets += [D, F, DT]
for t in targets:
    try:
        o = object.__new__(t)
    except TypeError as e:
        print(t.__name__, "TE", e); continue
    for op in (str, repr, hash, lambda o: o + o, lambda o: o < o, lambda o: o == o, bool, lambda o: list(o), abs, lambda o: o * 2, lambda o: o.isoformat(), lambda o: o.quantize(o), lambda o: format(o, ".2f")):
        try: op(o)
        except Exception as e: pass
    print(t.__name__, "survived")
for base in (list, dict, set, ValueError):
    try:
        class X(base):
            def __new__(cls):
                return None
        print(base.__name__, "accepted")
    except TypeError as e:
        print(base.__name__, "TE", e)
