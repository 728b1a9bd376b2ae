# np_lib_contextlib.py - the `contextlib` module in Nearly Python (embedded at build time by
# stdlib/np_lib_contextlib.c), written for Nearly from the documented behaviour of CPython
# 3.11's contextlib: contextmanager, suppress, nullcontext, closing, ExitStack,
# ContextDecorator and AbstractContextManager, with CPython's messages.
# Capabilities: none. redirect_stdout/redirect_stderr exist but raise NotImplementedError when
# made: print writes to the VM's output sink and sys.stdout cannot be replaced. The async
# variants and chdir are not provided (ImportError).
from functools import wraps as _wraps


class AbstractContextManager:
    # An abstract base class for context managers: __enter__ returns self.
    __module__ = 'contextlib'

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc_value, traceback):
        return None


class ContextDecorator:
    # A base class that lets a context manager decorate a function: each call of the
    # function runs inside `with` the manager (_recreate_cm gives the manager for one call).
    __module__ = 'contextlib'

    def _recreate_cm(self):
        return self

    def __call__(self, func):
        manager = self

        @_wraps(func)
        def run_inside(*args, **kwds):
            with manager._recreate_cm():
                return func(*args, **kwds)
        return run_inside


# What next(gen, _ENDED) returns when the generator has finished (no StopIteration is made).
_ENDED = object()


def _throw_into(manager, value):
    # Throws [value] in at the generator's yield and tells whether the with statement should
    # swallow it: True when the generator caught it and finished, False when the same
    # exception (or the RuntimeError that PEP 479 made of a StopIteration) came back out;
    # any other exception from the generator replaces it.
    try:
        manager.gen.throw(value)
    except StopIteration as stop:
        return stop is not value
    except RuntimeError as err:
        if err is value:
            return False
        if isinstance(value, StopIteration) and err.__cause__ is value:
            return False
        raise
    except BaseException as other:
        if other is value:
            return False
        raise
    raise RuntimeError("generator didn't stop after throw()")


class _GeneratorContextManager(ContextDecorator, AbstractContextManager):
    # The context manager made by a @contextmanager function for one set of arguments.
    __module__ = 'contextlib'

    def __init__(self, func, args, kwds):
        self.func = func
        self.args = args
        self.kwds = kwds
        self.gen = func(*args, **kwds)

    def _recreate_cm(self):
        return type(self)(self.func, self.args, self.kwds)

    def __enter__(self):
        # The arguments are kept only for the decorator form; a manager is entered once (a
        # second entry is CPython's AttributeError for 'args').
        del self.args
        first = next(self.gen, _ENDED)
        if first is _ENDED:
            raise RuntimeError("generator didn't yield")
        return first

    def __exit__(self, typ, value, traceback):
        if typ is not None:
            return _throw_into(self, typ() if value is None else value)
        if next(self.gen, _ENDED) is _ENDED:
            return False
        raise RuntimeError("generator didn't stop")


def contextmanager(func):
    # Turns a generator function that yields once into a context manager factory.
    @_wraps(func)
    def make_manager(*args, **kwds):
        return _GeneratorContextManager(func, args, kwds)
    return make_manager


class suppress(AbstractContextManager):
    # Swallows the listed exception types (and their subclasses) raised in the block.
    __module__ = 'contextlib'

    def __init__(self, *exceptions):
        self._kinds = exceptions

    def __enter__(self):
        pass

    def __exit__(self, exctype, excinst, exctb):
        return exctype is not None and issubclass(exctype, self._kinds)


class nullcontext(AbstractContextManager):
    # Does nothing; `with nullcontext(x) as y` binds x.
    __module__ = 'contextlib'

    def __init__(self, enter_result=None):
        self.enter_result = enter_result

    def __enter__(self):
        return self.enter_result

    def __exit__(self, *excinfo):
        pass


class closing(AbstractContextManager):
    # Calls thing.close() when the block ends.
    __module__ = 'contextlib'

    def __init__(self, thing):
        self.thing = thing

    def __enter__(self):
        return self.thing

    def __exit__(self, *exc_info):
        self.thing.close()


class _Redirect(AbstractContextManager):
    # redirect_stdout/redirect_stderr: not supported (sys.stdout is fixed in Nearly).
    __module__ = 'contextlib'

    def __init__(self, new_target):
        raise NotImplementedError(
            "contextlib.%s is not supported in Nearly Python: sys.stdout and sys.stderr "
            "cannot be replaced; pass file= to print instead" % type(self).__name__)


class redirect_stdout(_Redirect):
    __module__ = 'contextlib'


class redirect_stderr(_Redirect):
    __module__ = 'contextlib'


def _link_context(raised, previous, outer):
    # Makes [previous] (the exception an earlier exit callback left pending) the context of
    # [raised], as if the callbacks had run nested: walks raised's context chain and
    # replaces the link to [outer] (the exception the with statement is handling).
    node = raised
    while True:
        ctx = node.__context__
        if ctx is None or ctx is previous:
            return
        if ctx is outer:
            break
        node = ctx
    node.__context__ = previous


def _cm_methods(cm):
    # The unbound __enter__ and __exit__ of cm's type, or CPython's TypeError.
    kind = type(cm)
    try:
        return kind.__enter__, kind.__exit__
    except AttributeError:
        where = getattr(kind, '__module__', 'builtins')
        raise TypeError("'%s.%s' object does not support the context manager protocol"
                        % (where, kind.__qualname__)) from None


class ExitStack(AbstractContextManager):
    # A stack of exit callbacks run in reverse order when the block ends or on close().
    # Each entry is (fn, lead, kwds): fn(*lead, exc_type, exc, tb) for an exit function or a
    # context manager's __exit__ (lead is () or (cm,), kwds None); fn(*lead, **kwds) for a
    # callback(), which ignores the exception and never swallows it.
    __module__ = 'contextlib'

    def __init__(self):
        self._exits = []

    def pop_all(self):
        moved = type(self)()
        moved._exits = self._exits
        self._exits = []
        return moved

    def push(self, exit):
        exit_method = getattr(type(exit), '__exit__', None)
        if exit_method is None:
            self._exits.append((exit, (), None))
        else:
            self._exits.append((exit_method, (exit,), None))
        return exit

    def enter_context(self, cm):
        enter, exit_method = _cm_methods(cm)
        result = enter(cm)
        self._exits.append((exit_method, (cm,), None))
        return result

    def callback(self, callback, /, *args, **kwds):
        self._exits.append((callback, args, kwds))
        return callback

    def close(self):
        self.__exit__(None, None, None)

    def __exit__(self, *exc_details):
        outer = exc_details[1]
        pending = outer
        details = exc_details
        swallowed = False
        raised_here = False
        exits = self._exits
        while exits:
            fn, lead, kwds = exits.pop()
            try:
                if kwds is not None:
                    fn(*lead, **kwds)
                elif fn(*lead, *details):
                    swallowed = True
                    pending = None
                    raised_here = False
                    details = (None, None, None)
            except BaseException as err:
                _link_context(err, pending, outer)
                pending = err
                raised_here = True
                details = (type(err), err, err.__traceback__)
        if raised_here:
            keep = pending.__context__
            try:
                raise pending
            except BaseException:
                pending.__context__ = keep
                raise
        return exc_details[0] is not None and swallowed
