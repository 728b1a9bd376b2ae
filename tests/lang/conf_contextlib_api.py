# Differential test of contextlib's public API (session 12 rewrite): contextmanager's
# exception passing, suppression and its RuntimeErrors, use as a decorator, suppress,
# closing, nullcontext, ExitStack (callbacks, push, pop_all, chaining) and
# AbstractContextManager.
from contextlib import (contextmanager, suppress, closing, nullcontext, ExitStack,
                        AbstractContextManager, ContextDecorator)

log = []


@contextmanager
def tag(name, swallow=False):
    log.append('enter ' + name)
    try:
        yield name.upper()
    except ValueError as e:
        log.append('caught %s %s' % (name, e))
        if not swallow:
            raise
    finally:
        log.append('exit ' + name)


with tag('a') as v:
    log.append(v)
try:
    with tag('b'):
        raise ValueError('boom')
except ValueError as e:
    log.append('outer ' + str(e))
with tag('c', swallow=True):
    raise ValueError('quiet')
try:
    with tag('d', swallow=True):
        raise KeyError('k')
except KeyError as e:
    log.append('key ' + repr(e))
print(log)


@contextmanager
def noyield():
    if False:
        yield


try:
    with noyield():
        pass
except RuntimeError as e:
    print('RuntimeError', e)


@contextmanager
def twice():
    yield 1
    yield 2


try:
    with twice():
        pass
except RuntimeError as e:
    print('RuntimeError', e)
try:
    with twice():
        raise TypeError('t')
except RuntimeError as e:
    print('RuntimeError', e)
except TypeError as e:
    print('TypeError', e)


@contextmanager
def convert():
    try:
        yield
    except ZeroDivisionError as e:
        raise ArithmeticError('converted') from e


try:
    with convert():
        1 / 0
except ArithmeticError as e:
    print(type(e).__name__, e, type(e.__cause__).__name__)


@contextmanager
def stopper():
    yield


try:
    with stopper():
        raise StopIteration('inner')
except StopIteration as e:
    print('StopIteration propagated', e)


@contextmanager
def swallow_all():
    try:
        yield
    except Exception:
        pass


with swallow_all():
    raise StopIteration('x')
print('swallowed StopIteration')


@tag('deco')
def work(x):
    log.append('work %d' % x)
    return x * 2


log.clear()
print(work(3), work(4), log)

with suppress(KeyError, IndexError):
    [][1]
with suppress():
    pass
try:
    with suppress(KeyError):
        raise ValueError('v')
except ValueError as e:
    print('not suppressed', e)
with suppress(LookupError):
    {}['x']
print('suppressed subclass')


class Thing:
    def close(self):
        print('closed')


with closing(Thing()) as t:
    print(type(t).__name__)
with nullcontext(5) as n:
    print('null', n)
with nullcontext() as n:
    print('null', n)
try:
    with nullcontext():
        raise ValueError('through')
except ValueError as e:
    print('null passes', e)

with ExitStack() as st:
    for i in range(3):
        st.callback(print, 'callback', i)
    st.enter_context(tag('in-stack'))
    st.push(lambda *a: print('push exit', a[0]))
print(log[-2:])


def swallow(*exc):
    print('swallow sees', exc[0].__name__ if exc[0] else None)
    return True


with ExitStack() as st:
    st.push(swallow)
    raise IndexError('gone')
print('after swallow')

with ExitStack() as st:
    st.callback(print, 'moved')
    other = st.pop_all()
print('before close')
other.close()


def raiser(msg):
    raise KeyError(msg)


try:
    with ExitStack() as st:
        st.callback(raiser, 'first')
        st.callback(raiser, 'second')
        raise ValueError('body')
except KeyError as e:
    print('final', repr(e))

try:
    ExitStack().enter_context(object())
except TypeError as e:
    print('TypeError', e)


class CM(AbstractContextManager):
    def __exit__(self, *a):
        print('CM exit', a[0])


with CM() as c:
    print(type(c).__name__)
print(issubclass(CM, AbstractContextManager))


class Deco(ContextDecorator):
    def __enter__(self):
        print('deco enter')
        return self

    def __exit__(self, *a):
        print('deco exit')
        return False


@Deco()
def f(a, b=2):
    return a + b


print(f(1), f.__name__)
st = ExitStack()
r = st.callback(lambda x: print('cb', x), 9)
print(r.__name__ if hasattr(r, '__name__') else r)
st.close()
with ExitStack() as st:
    print(st.enter_context(nullcontext('val')))


@contextmanager
def stubborn():
    try:
        yield
    except TypeError:
        yield


try:
    with stubborn():
        raise TypeError('t')
except RuntimeError as e:
    print('RuntimeError', e)

cm = tag('once')
with cm:
    pass
try:
    with cm:
        pass
except AttributeError as e:
    print('AttributeError')
except RuntimeError as e:
    print('RuntimeError', e)
try:
    with ExitStack() as st:
        st.callback(raiser, 'first')
        st.callback(raiser, 'second')
        raise ValueError('body')
except KeyError as e:
    print('chain', repr(e), repr(e.__context__), repr(e.__context__.__context__))
try:
    with ExitStack() as st:
        st.callback(raiser, 'only')
except KeyError as e:
    print('chain', repr(e), repr(e.__context__))
try:
    with ExitStack() as st:
        st.push(swallow)
        st.callback(raiser, 'after')
except KeyError as e:
    print('not raised')
print('swallowed callback error')
