# Differential test of traceback's public API (session 12 rewrite): format_exc/print_exc,
# format_exception in both forms with limit and chain, format_exception_only, extract_tb and
# FrameSummary fields, format_list/StackSummary, extract_stack/format_stack and
# TracebackException. Paths are replaced by FILE.
import traceback
import io

FILE = traceback.extract_stack()[0].filename


def clean(s):
    return s.replace(FILE, 'FILE')


def inner(n):
    if n == 0:
        return {}['missing']
    return inner(n - 1)


def outer():
    try:
        inner(2)
    except KeyError as e:
        raise ValueError('wrapped') from e


try:
    outer()
except ValueError as e:
    err = e
    print(clean(traceback.format_exc()), end='')
    buf = io.StringIO()
    traceback.print_exc(file=buf)
    print(buf.getvalue() == traceback.format_exc())
    buf = io.StringIO()
    traceback.print_exc(limit=1, file=buf, chain=False)
    print(clean(buf.getvalue()), end='')

print(clean(''.join(traceback.format_exception(err))), end='')
print(clean(''.join(traceback.format_exception(type(err), err, err.__traceback__, limit=2))),
      end='')
print(clean(''.join(traceback.format_exception(err, chain=False))), end='')
print(clean(''.join(traceback.format_exception(err, limit=-1))), end='')
print(traceback.format_exception_only(err))
print(traceback.format_exception_only(type(err), err))
e2 = ValueError('noted')
e2.add_note('a note')
e2.add_note('second')
print(traceback.format_exception_only(e2))
print(traceback.format_exception(e2))

fs = traceback.extract_tb(err.__traceback__)
print(type(fs).__name__, len(fs))
for f in fs:
    print(clean(f.filename), f.lineno, f.name, repr(f.line), clean(repr(f)))
    a, b, c, d = f
    print(a == f.filename, b, c, d)
print(len(traceback.extract_tb(err.__traceback__, limit=1)))
cause_frames = traceback.extract_tb(err.__cause__.__traceback__)
print([f.name for f in cause_frames], [f.lineno for f in cause_frames])
print(clean(''.join(traceback.format_tb(err.__cause__.__traceback__))), end='')
print(clean(''.join(traceback.format_list(cause_frames))), end='')
print([clean(x) for x in fs.format()])
buf = io.StringIO()
traceback.print_tb(err.__traceback__, file=buf)
print(clean(buf.getvalue()), end='')
print(traceback.format_list([('a.py', 1, 'f', 'x = 1'), ('b.py', 2, 'g', None)]))
ss = traceback.StackSummary.from_list([('a.py', 1, 'f', 'x = 1')])
print(ss.format())
fsum = traceback.FrameSummary('z.py', 9, 'fn', line='  pass  ')
print(repr(fsum), fsum.line, fsum.lineno, fsum == traceback.FrameSummary('z.py', 9, 'fn', line='pass'))


def stack_user():
    st = traceback.extract_stack()
    return [(f.name, f.lineno) for f in st], [clean(x) for x in traceback.format_stack()]


print(stack_user())
buf = io.StringIO()
traceback.print_stack(file=buf)
print(clean(buf.getvalue()), end='')

te = traceback.TracebackException.from_exception(err)
print(te.exc_type.__name__, len(te.stack), clean(''.join(te.format())) == clean(''.join(traceback.format_exception(err))))
print(list(te.format_exception_only()))
te2 = traceback.TracebackException(type(err), err, err.__traceback__, limit=1)
print(clean(''.join(te2.format(chain=False))), end='')
print(str(te2))
buf = io.StringIO()
te2.print(file=buf)
print(clean(buf.getvalue()) == clean(''.join(te2.format())))
try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise TypeError('during')
except TypeError as t:
    print(clean(traceback.format_exc()), end='')
try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise TypeError('suppressed') from None
except TypeError as t:
    print(clean(traceback.format_exc()), end='')
print(repr(traceback.format_exc()))
print(traceback.format_exception(None, None, None) if False else '')
traceback.clear_frames(err.__traceback__)
te = traceback.TracebackException.from_exception(err)
print(te.__cause__ is not None, te.__context__ is not None, te.__suppress_context__,
      te.__cause__.exc_type.__name__, str(te.__cause__), te.__notes__)
try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise TypeError('ctx')
except TypeError as t:
    te = traceback.TracebackException.from_exception(t)
    print(te.__cause__, te.__context__.exc_type.__name__, len(te.__context__.stack))
    tc = traceback.TracebackException.from_exception(t, compact=True)
    print(tc.__context__ is not None)
for args in ((err, err), (err, None, err.__traceback__, 1)):
    try:
        traceback.format_exception(*args)
    except ValueError as e:
        print('ValueError', e)
try:
    traceback.format_exception('text')
except TypeError as e:
    print('TypeError', e)
print(traceback.format_exception(None))
print(traceback.format_exception_only(None))
print(clean(''.join(traceback.format_exception(err, limit=0))), end='')
print([f.name for f in traceback.extract_tb(err.__cause__.__traceback__, limit=-2)])
print([f.name for f in traceback.extract_tb(err.__cause__.__traceback__, limit=-20)])


def deep(n):
    if n:
        return deep(n - 1)
    return ([f.name for f in traceback.extract_stack(limit=2)],
            [f.name for f in traceback.extract_stack(limit=-2)],
            len(traceback.format_stack(limit=3)))


print(deep(4))
