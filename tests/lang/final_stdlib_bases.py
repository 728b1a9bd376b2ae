# Stdlib classes standing for C types CPython refuses as bases (operator.itemgetter, attrgetter,
# methodcaller, types.MappingProxyType, datetime.timezone) refuse subclassing with its message.
import operator, types, datetime, functools, collections, fractions, decimal
def f(): pass
def gen(): yield 1
for b in [operator.itemgetter, operator.attrgetter, operator.methodcaller, bool, range, slice, type(f), type(gen()), type(None), type(len),
          types.MappingProxyType, datetime.timezone, functools.partial, collections.OrderedDict, fractions.Fraction, decimal.Decimal, datetime.date, datetime.tzinfo, types.SimpleNamespace]:
    try:
        class G(b): pass
        print("ok", b)
    except Exception as e: print(type(e).__name__, e)
print(operator.itemgetter(1)([1, 2]), operator.attrgetter('real')(3), operator.methodcaller('upper')('a'))
print(types.MappingProxyType({'a': 1})['a'], datetime.timezone.utc)
print(repr(operator.itemgetter(1, 2)), repr(operator.methodcaller('x', 1)))
import operator, datetime, types
print(hasattr(operator.itemgetter, '__np_final__'))
