# Differential test of warnings' public API (session 12 rewrite): filter list contents and
# order, filterwarnings/simplefilter arguments and errors, each action's once-per-key rules,
# catch_warnings restoring state, formatwarning/showwarning output to a file, warn_explicit,
# category from a Warning instance, and error messages. Paths are replaced by FILE.
import warnings
import io


def show(w):
    return [(str(x.message), x.category.__name__, x.lineno > 0) for x in w]


with warnings.catch_warnings():
    warnings.resetwarnings()
    print(warnings.filters)
    warnings.simplefilter('ignore', UserWarning)
    warnings.filterwarnings('error', 'bad.*', RuntimeWarning, 'mod', 7)
    warnings.filterwarnings('always', append=True)
    warnings.simplefilter('once', lineno=3, append=True)
    for f in warnings.filters:
        print(f[0], f[1] and f[1].pattern, f[2].__name__, f[3] and f[3].pattern, f[4])
    warnings.simplefilter('ignore', UserWarning)
    print(len(warnings.filters))
print(len(warnings.filters) > 0)

for action in ('default', 'once', 'module', 'always', 'ignore'):
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter(action)
        for i in range(3):
            warnings.warn('same')
            warnings.warn('same')
            warnings.warn('text %d' % (i % 2))
        print(action, show(w))

with warnings.catch_warnings():
    warnings.simplefilter('error')
    try:
        warnings.warn('now an error', RuntimeWarning)
    except RuntimeWarning as e:
        print('raised', type(e).__name__, e)
    try:
        warnings.warn(DeprecationWarning('inst'))
    except DeprecationWarning as e:
        print('raised', repr(e))

with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter('always')
    warnings.filterwarnings('ignore', 'skip')
    warnings.filterwarnings('error', category=BytesWarning)
    warnings.warn('skip this')
    warnings.warn('SKIP case-insensitive')
    warnings.warn('keep skip')
    warnings.warn('k', SyntaxWarning)
    warnings.warn(UserWarning('as instance'), RuntimeWarning)
    print(show(w))
    print(w[0].category is UserWarning, type(w[-1].message).__name__)

with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter('always')
    warnings.warn_explicit('explicit', UserWarning, 'somefile.py', 42)
    warnings.warn_explicit('explicit2', SyntaxWarning, 'other.py', 7, module='othermod')
    print([(str(x.message), x.filename, x.lineno) for x in w])
    print(str(w[0]))
    print(w[0].file, w[0].line, w[0].source)

print(warnings.formatwarning('msg', UserWarning, 'f.py', 10), end='')
print(warnings.formatwarning('msg', DeprecationWarning, 'f.py', 10, '   code line  \n'), end='')
buf = io.StringIO()
warnings.showwarning('shown', RuntimeWarning, 'g.py', 3, file=buf, line='x = 1')
print(repr(buf.getvalue()))

with warnings.catch_warnings(record=True, action='always', category=FutureWarning) as w:
    warnings.warn('fut', FutureWarning)
    warnings.warn('fut', FutureWarning)
    print(show(w))
with warnings.catch_warnings(action='ignore'):
    warnings.warn('never shown')
print('quiet')
cw = warnings.catch_warnings()
print(repr(cw))
cw2 = warnings.catch_warnings(record=True)
print(repr(cw2))
with cw:
    try:
        with cw:
            pass
    except RuntimeError as e:
        print('RuntimeError', e)
try:
    cw.__exit__(None, None, None)
except RuntimeError as e:
    print('RuntimeError', e)

for args, kw in ((('bogus',), {}), (('ignore', 5), {}), (('ignore',), {'category': int}),
                 (('ignore',), {'lineno': -1}), (('ignore',), {'module': 3}),
                 (('ignore',), {'lineno': 'x'})):
    try:
        warnings.filterwarnings(*args, **kw)
        print('accepted', args, kw)
    except (AssertionError, TypeError, ValueError) as e:
        print(type(e).__name__, e)
with warnings.catch_warnings():
    for args in (('bogus',), ('ignore', Warning, 'x')):
        try:
            warnings.simplefilter(*args)
        except (AssertionError, TypeError, ValueError) as e:
            print(type(e).__name__, e)
with warnings.catch_warnings(record=True) as w:
    for args, kw in ((('m', int), {}), ((5,), {})):
        try:
            warnings.warn(*args, **kw)
        except TypeError as e:
            print('TypeError', e)
    print(show(w))
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter('always')
    warnings.warn(5, UserWarning) if False else warnings.warn('', UserWarning)
    print(show(w))
print(issubclass(DeprecationWarning, Warning), warnings.WarningMessage.__name__)
with warnings.catch_warnings(record=True) as w:
    try:
        warnings.warn('m', stacklevel='x')
    except TypeError as e:
        print('TypeError', e)
    warnings.warn('level zero', stacklevel=0)
    warnings.warn('level minus', stacklevel=-5)
    print(show(w))
try:
    warnings.catch_warnings().__exit__(None, None, None)
except RuntimeError as e:
    print('RuntimeError', e)
with warnings.catch_warnings():
    warnings.filters.insert(0, ('bogus', None, Warning, None, 0))
    try:
        warnings.warn('x')
    except RuntimeError as e:
        print('RuntimeError', str(e).replace('\n', '|'))
with warnings.catch_warnings(record=True) as w:
    warnings.warn('dep from main', DeprecationWarning)
    warnings.warn('pending', PendingDeprecationWarning)
    warnings.warn_explicit('dep elsewhere', DeprecationWarning, 'lib.py', 1, module='lib')
    warnings.warn_explicit('dep main', DeprecationWarning, 'lib.py', 2, module='__main__x')
    print(show(w))
buf = io.StringIO()
with warnings.catch_warnings():
    warnings.simplefilter('always')
    warnings.showwarning = lambda *a: buf.write(warnings.formatwarning(*a[:4]))
    warnings.warn('with its line')
print(buf.getvalue().split(': ', 1)[1], end='')
