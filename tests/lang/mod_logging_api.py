# Differential test of logging's public API (session 12 rewrite): levels and names, the
# logger hierarchy and propagation, handler and logger levels, filters, Formatter styles and
# their errors, LogRecord fields and getMessage, extra=, LoggerAdapter, exception output,
# basicConfig arguments, reprs and the module-level functions. Output goes to StringIO.
import logging
import io
import re
import sys

print(logging.DEBUG, logging.INFO, logging.WARNING, logging.ERROR, logging.CRITICAL,
      logging.NOTSET, logging.WARN, logging.FATAL)
for v in (0, 5, 10, 20, 30, 40, 50, 'INFO', 'WARN', 'nope', 99):
    print(repr(logging.getLevelName(v)))
logging.addLevelName(25, 'NOTICE')
print(logging.getLevelName(25), logging.getLevelName('NOTICE'))
print(sorted(logging.getLevelNamesMapping().items()))

root = logging.getLogger()
print(root is logging.root, root.name, repr(root), root.level)
a = logging.getLogger('app')
ab = logging.getLogger('app.db.conn')
abd = logging.getLogger('app.db')
print(ab.parent is abd, abd.parent is a, a.parent is root, logging.getLogger('app') is a)
print(repr(a), repr(ab), a.getChild('db') is abd, a.getEffectiveLevel())
a.setLevel('INFO')
print(repr(a), ab.getEffectiveLevel(), ab.isEnabledFor(logging.DEBUG), ab.isEnabledFor(25))
for bad in ('LOUD', 2.5, None):
    try:
        a.setLevel(bad)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)

out = io.StringIO()
h = logging.StreamHandler(out)
h.setFormatter(logging.Formatter('%(levelname)s|%(name)s|%(message)s'))
a.addHandler(h)
print(repr(h), a.hasHandlers(), abd.hasHandlers(), logging.getLogger('other').hasHandlers())
ab.debug('hidden')
ab.info('info %s %d', 'x', 3)
ab.warning('dict %(k)s', {'k': 'v'})
abd.log(25, 'notice %r', [1])
ab.error('err')
ab.critical('crit')
a.log(logging.WARNING, 'direct')
h.setLevel(logging.ERROR)
ab.warning('filtered by handler')
ab.error('kept by handler')
h.setLevel(logging.NOTSET)
abd.propagate = False
ab.warning('stopped by propagate')
abd.propagate = True


class OnlyEven(logging.Filter):
    def filter(self, record):
        return record.msg.endswith('even')


f = logging.Filter('app.db')
print(f.filter(logging.makeLogRecord({'name': 'app.db.x'})),
      f.filter(logging.makeLogRecord({'name': 'app.dbx'})),
      f.filter(logging.makeLogRecord({'name': 'app'})),
      logging.Filter().filter(logging.makeLogRecord({'name': 'z'})))
a.addFilter(OnlyEven())
a.warning('odd')
a.warning('even')
a.removeFilter(a.filters[0])
h.addFilter(lambda r: 'drop' not in r.getMessage())
a.warning('please drop me')
a.warning('keep me')
print(out.getvalue(), end='')

styles = [('%(levelname)-8s:%(name)s:%(message)s', '%'),
          ('{levelname:>8}:{name}:{message!r}', '{'),
          ('$levelname:${name}:$message', '$'),
          ('%(levelno)d %(lineno)d %(funcName)s', '%')]
for fmt, style in styles:
    fm = logging.Formatter(fmt, style=style)
    rec = logging.LogRecord('n.m', logging.WARNING, 'p.py', 12, 'msg %s', ('arg',), None, 'fn')
    print(repr(fm.format(rec)), fm.usesTime())
print(logging.Formatter('%(custom)s %(message)s', defaults={'custom': 'dflt'}).format(
    logging.makeLogRecord({'msg': 'm'})))
for fmt, style in (('no fields', '%'), ('{bad', '{'), ('$', '$'), ('x', '#'), ('{x!z}', '{'),
                   ('%(message)', '%')):
    try:
        logging.Formatter(fmt, style=style)
        print('ok', fmt)
    except (ValueError, KeyError) as e:
        print(type(e).__name__, e)
try:
    logging.Formatter('%(nope)s').format(logging.makeLogRecord({'msg': 'm'}))
except ValueError as e:
    print('ValueError', e)

rec = logging.LogRecord('nm', logging.INFO, 'path/to/file.py', 3, 'a %d b %d', (1, 2), None)
print(rec.getMessage(), rec.name, rec.levelname, rec.levelno,
      rec.lineno, rec.args, rec.exc_info, repr(rec))
rec2 = logging.makeLogRecord({'msg': 'x', 'custom': 5})
print(rec2.custom, rec2.levelname, rec2.getMessage())
rec3 = logging.LogRecord('nm', 10, 'f', 1, 42, None, None)
print(repr(rec3.getMessage()))
try:
    logging.LogRecord('nm', 10, 'f', 1, '%d', ('x',), None).getMessage()
except TypeError as e:
    print('TypeError', e)

out2 = io.StringIO()
lg = logging.getLogger('extra')
lg.propagate = False
h2 = logging.StreamHandler(out2)
h2.setFormatter(logging.Formatter('%(user)s: %(message)s'))
lg.addHandler(h2)
lg.warning('hello', extra={'user': 'ann'})
try:
    lg.warning('x', extra={'message': 'clash'})
except KeyError as e:
    print('KeyError', e)
ad = logging.LoggerAdapter(lg, {'user': 'bob'})
ad.warning('from adapter %d', 7)
ad.info('not shown')
print(repr(ad), ad.isEnabledFor(30), ad.getEffectiveLevel(), ad.name if hasattr(ad, 'name') else '')


class Prefix(logging.LoggerAdapter):
    def process(self, msg, kwargs):
        kwargs['extra'] = self.extra
        return '[%s] %s' % (self.extra['user'], msg), kwargs


Prefix(lg, {'user': 'cy'}).error('prefixed')
print(out2.getvalue(), end='')

out3 = io.StringIO()
ex = logging.getLogger('exc')
ex.propagate = False
h3 = logging.StreamHandler(out3)
ex.addHandler(h3)
try:
    {}['k']
except KeyError:
    ex.exception('failed %s', 'here')
    ex.error('with info', exc_info=True)
    ex.warning('no info', exc_info=False)
ex.info('stack?', stack_info=False)
print(re.sub('File "[^"]*"', 'File "FILE"', out3.getvalue()), end='')
fm = logging.Formatter()
print(fm.formatException((None, None, None)) if False else 'fx')

buf = io.StringIO()
logging.basicConfig(stream=buf, level=logging.DEBUG, format='%(levelname)s:%(message)s')
logging.debug('dbg %d', 1)
logging.info('inf')
logging.warning('wrn')
logging.error('err')
logging.critical('crt')
logging.log(25, 'lvl')
logging.basicConfig(stream=buf, format='ignored %(message)s')
logging.warning('still first format')
logging.basicConfig(stream=buf, format='forced %(message)s', force=True, level='ERROR')
logging.warning('below')
logging.error('above')
print(buf.getvalue(), end='')
for kw in ({'bogus': 1}, {'stream': buf, 'handlers': []}, {'style': '?'}):
    try:
        logging.basicConfig(force=True, **kw)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
logging.disable(logging.CRITICAL)
logging.critical('disabled')
logging.disable(logging.NOTSET)
print(root.handlers[0].level, type(logging.NullHandler()).__name__,
      isinstance(logging.NullHandler(), logging.Handler))
sh = logging.StreamHandler(sys.stdout)
sh.setFormatter(logging.Formatter('OUT %(message)s'))
root.handlers[:] = [sh]
root.setLevel(logging.INFO)
logging.getLogger('deep.child.x').info('to stdout')
print(repr(sh).replace('<stdout>', 'STDOUT'), sh.name, sh.formatter._fmt if hasattr(sh.formatter, '_fmt') else '')
print(logging.getLevelName(logging.getLogger('deep').getEffectiveLevel()))

# The location fields come from the logging call (filename less its directory).
loc = io.StringIO()
where = logging.getLogger('where')
where.propagate = False
wh = logging.StreamHandler(loc)
wh.setFormatter(logging.Formatter('%(filename)s|%(module)s|%(lineno)d|%(funcName)s|%(message)s'))
where.addHandler(wh)


def helper(msg):
    where.warning(msg)
    where.warning(msg + ' up', stacklevel=2)
    ad = logging.LoggerAdapter(where, {})
    ad.warning(msg + ' adapter')


where.warning('top')
helper('in helper')


def outer_call():
    helper('nested')


outer_call()
where.info('below level')
where.error('stack', stack_info=True)
print(re.sub('File "[^"]*"', 'File "FILE"', loc.getvalue()), end='')

ex2 = io.StringIO()
exl = logging.getLogger('exc2')
exl.propagate = False
exl.addHandler(logging.StreamHandler(ex2))
try:
    raise ValueError('obj')
except ValueError as e:
    saved = e
exl.critical('from obj', exc_info=saved)
exl.exception('outside any except')
exl.error('tuple form', exc_info=(type(saved), saved, saved.__traceback__))
print(re.sub('File "[^"]*"', 'File "FILE"', ex2.getvalue()), end='')
for bad in (5, b'x'):
    try:
        logging.getLogger(bad)
    except TypeError as e:
        print('TypeError', e)
try:
    logging.setLoggerClass(int)
except TypeError as e:
    print('TypeError', e)


class MyLogger(logging.Logger):
    pass


logging.setLoggerClass(MyLogger)
print(type(logging.getLogger('custom.class')).__name__, logging.getLoggerClass().__name__)
logging.setLoggerClass(logging.Logger)
try:
    lg.log('WARNING', 'x')
except TypeError as e:
    print('TypeError', e)
try:
    lg.warning('x', extra={'created': 1})
except KeyError as e:
    print('KeyError', e)
mid = logging.getLogger('h1.h2')
leaf = logging.getLogger('h1.h2.h3.h4')
top = logging.getLogger('h1')
between = logging.getLogger('h1.h2.h3')
print(leaf.parent.name, between.parent.name, mid.parent.name, top.parent.name)
print(logging.getLogger('h1').getChild('h2.h3') is between, root.getChild('h1') is top)
bad = io.StringIO()
bl = logging.getLogger('badfmt')
bl.propagate = False
bh = logging.StreamHandler(bad)
bl.addHandler(bh)
bl.warning('%d items', 'not a number')
bl.warning('after the error')
print(bad.getvalue(), end='')
h4 = logging.Handler()
try:
    h4.emit(None)
except NotImplementedError as e:
    print('NotImplementedError', e)
h4.name = 'named'
print(h4.name, h4.get_name(), repr(h4), repr(logging.NullHandler()))
print(logging.Formatter('{message}', style='{').format(logging.makeLogRecord({'msg': 'brace'})))
print(logging.Formatter('$message', style='$').format(logging.makeLogRecord({'msg': 'dollar'})))
print(logging.Formatter('${message}!', style='$', defaults={'x': 1}).format(
    logging.makeLogRecord({'msg': 'd'})))
print(logging.Formatter('{x} {message}', style='{', defaults={'x': 1}).format(
    logging.makeLogRecord({'msg': 'd'})))
for fmt, style in (('{a.b[c]}', '{'), ('{a:>{w}}', '{'), ('{a:zz}', '{'), ('{0}', '{'),
                   ('$$ only', '$'), ('%(a)-10.3f', '%'), ('%(a)', '%')):
    try:
        logging.Formatter(fmt, style=style)
        print('ok', fmt)
    except ValueError as e:
        print('ValueError', e)
print(logging.Formatter('%(message)s', validate=False)._fmt if False else 'skip')
given = logging.makeLogRecord({'msg': 'm', 'created': 5.0, 'msecs': 7.0})
print(given.created, given.msecs)
try:
    given.no_such_field
except AttributeError as e:
    print('AttributeError', e)
print(logging.Formatter('%(created)d|%(msecs)03d|%(message)s').format(given))
