# np_lib_contextlib.py - the `contextlib` module in Nearly Python (embedded at build time by
# stdlib/np_lib_contextlib.c): contextmanager, suppress, nullcontext, closing, ExitStack,
# ContextDecorator and AbstractContextManager, with CPython 3.11's behaviour and messages.
# Capabilities: none. redirect_stdout/redirect_stderr and the async variants are not provided
# (there is no sys module and no async support): importing them is an ImportError.
from functools import wraps as _wraps


class AbstractContextManager:
    __module__ = 'contextlib'

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc_value, traceback):
        return None


class ContextDecorator:
    __module__ = 'contextlib'

    def _recreate_cm(self):
        return self

    def __call__(self, func):
        @_wraps(func)
        def inner(*args, **kwds):
            with self._recreate_cm():
                return func(*args, **kwds)
        return inner


class _GeneratorContextManager(ContextDecorator, AbstractContextManager):
    __module__ = 'contextlib'

    def __init__(self, func, args, kwds):
        self.gen = func(*args, **kwds)
        self.func, self.args, self.kwds = func, args, kwds

    def _recreate_cm(self):
        return self.__class__(self.func, self.args, self.kwds)

    def __enter__(self):
        try:
            return next(self.gen)
        except StopIteration:
            raise RuntimeError("generator didn't yield") from None

    def __exit__(self, typ, value, traceback):
        if typ is None:
            try:
                next(self.gen)
            except StopIteration:
                return False
            else:
                raise RuntimeError("generator didn't stop")
        if value is None:
            value = typ()
        try:
            self.gen.throw(value)
        except StopIteration as exc:
            return exc is not value
        except RuntimeError as exc:
            if exc is value:
                return False
            if isinstance(value, StopIteration) and exc.__cause__ is value:
                return False
            raise
        except BaseException as exc:
            if exc is not value:
                raise
            return False
        raise RuntimeError("generator didn't stop after throw()")


def contextmanager(func):
    @_wraps(func)
    def helper(*args, **kwds):
        return _GeneratorContextManager(func, args, kwds)
    return helper


class suppress(AbstractContextManager):
    __module__ = 'contextlib'

    def __init__(self, *exceptions):
        self._exceptions = exceptions

    def __enter__(self):
        pass

    def __exit__(self, exctype, excinst, exctb):
        return exctype is not None and issubclass(exctype, self._exceptions)


class nullcontext(AbstractContextManager):
    __module__ = 'contextlib'

    def __init__(self, enter_result=None):
        self.enter_result = enter_result

    def __enter__(self):
        return self.enter_result

    def __exit__(self, *excinfo):
        pass


class closing(AbstractContextManager):
    __module__ = 'contextlib'

    def __init__(self, thing):
        self.thing = thing

    def __enter__(self):
        return self.thing

    def __exit__(self, *exc_info):
        self.thing.close()


class ExitStack(AbstractContextManager):
    __module__ = 'contextlib'

    def __init__(self):
        self._exit_callbacks = []

    def pop_all(self):
        new_stack = type(self)()
        new_stack._exit_callbacks = self._exit_callbacks
        self._exit_callbacks = []
        return new_stack

    def push(self, exit):
        if hasattr(exit, '__exit__'):
            cm = exit
            self._exit_callbacks.append(lambda t, v, tb: cm.__exit__(t, v, tb))
        else:
            self._exit_callbacks.append(exit)
        return exit

    def enter_context(self, cm):
        if not hasattr(cm, '__enter__') or not hasattr(cm, '__exit__'):
            name = repr(type(cm))[8:-2]  # module-qualified as CPython's message
            if '.' not in name:
                name = 'builtins.' + name
            raise TypeError("'%s' object does not support the context manager protocol"
                            % name)
        result = cm.__enter__()
        self._exit_callbacks.append(lambda t, v, tb: cm.__exit__(t, v, tb))
        return result

    def callback(self, callback, /, *args, **kwds):
        def _exit_wrapper(exc_type, exc, tb):
            callback(*args, **kwds)
        self._exit_callbacks.append(_exit_wrapper)
        return callback

    def close(self):
        self.__exit__(None, None, None)

    def __exit__(self, *exc_details):
        received_exc = exc_details[0] is not None
        suppressed_exc = False
        pending_raise = False
        pending = None
        while self._exit_callbacks:
            cb = self._exit_callbacks.pop()
            try:
                if cb(*exc_details):
                    suppressed_exc = True
                    pending_raise = False
                    exc_details = (None, None, None)
            except BaseException as new_exc:
                if exc_details[1] is not None and new_exc is not exc_details[1]:
                    if new_exc.__context__ is None:
                        new_exc.__context__ = exc_details[1]
                pending_raise = True
                pending = new_exc
                exc_details = (type(new_exc), new_exc, None)
        if pending_raise:
            raise pending
        return received_exc and suppressed_exc
