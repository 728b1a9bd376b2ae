# BaseExceptionGroup and ExceptionGroup (PEP 654), CPython 3.11's builtins, written in Nearly
# Python. They are not made at boot: the first use of either name (a global lookup that misses
# the builtins, vm/np_exc.c np_builtin_missing) runs this module and installs both classes in
# the builtins. vm/np_tb.c prints a group's traceback as CPython does (the `+-+---- 1 ----`
# boxes) and runs except* (the _star_* helpers at the end). BaseExceptionGroup(...) of
# Exceptions only makes an ExceptionGroup, as CPython's __new__ does: a class-behaviour table
# (_GroupMeta, vm/np_class.c) whose __call__ picks the class. The private class natives
# (np_lib_enum.c) are captured as default arguments and deleted at the end.
def _matcher(condition):
    if isinstance(condition, type) and issubclass(condition, BaseException):
        return lambda e: isinstance(e, condition)
    if isinstance(condition, tuple) and all(isinstance(c, type) and issubclass(c, BaseException)
                                            for c in condition):
        return lambda e: isinstance(e, condition)
    if callable(condition) and not isinstance(condition, type):
        return condition
    raise TypeError("expected a function, exception type or tuple of exception types")


class BaseExceptionGroup(BaseException):
    """A combination of multiple unrelated exceptions."""
    __module__ = 'builtins'

    def __init__(self, message, exceptions, /):
        if not isinstance(message, str):
            raise TypeError("BaseExceptionGroup.__new__() argument 1 must be str, not "
                            + type(message).__name__)
        if isinstance(exceptions, (str, bytes, set, frozenset, dict)) or \
                not hasattr(exceptions, '__len__') or not hasattr(exceptions, '__getitem__'):
            raise TypeError("second argument (exceptions) must be a sequence")
        excs = tuple(exceptions)
        if not excs:
            raise ValueError("second argument (exceptions) must be a non-empty sequence")
        for i, e in enumerate(excs):
            if not isinstance(e, BaseException):
                raise ValueError(f"Item {i} of second argument (exceptions) is not an exception")
        if isinstance(self, Exception):
            for e in excs:
                if not isinstance(e, Exception):
                    raise TypeError("Cannot nest BaseExceptions in an ExceptionGroup")
        super().__init__(message, exceptions)
        self._message = message
        self._excs = excs

    @property
    def message(self):
        return self._message

    @property
    def exceptions(self):
        return self._excs

    def __str__(self):
        n = len(self._excs)
        return f"{self._message} ({n} sub-exception{'s' if n > 1 else ''})"

    def derive(self, excs):
        if all(isinstance(e, Exception) for e in excs):
            return ExceptionGroup(self._message, excs)
        return BaseExceptionGroup(self._message, excs)

    def _derive_with(self, excs):
        # derive() plus the metadata split() and subgroup() copy onto each part.
        g = self.derive(excs)
        g.__cause__ = self.__cause__
        g.__context__ = self.__context__
        g.__suppress_context__ = self.__suppress_context__
        g = g.with_traceback(self.__traceback__)
        notes = getattr(self, '__notes__', None)
        if notes is not None:
            for n in notes:
                g.add_note(n)
        return g

    def _split(self, match):
        if match(self):
            return self, None
        matched, rest = [], []
        for e in self._excs:
            if isinstance(e, BaseExceptionGroup):
                m, r = e._split(match)
                if m is not None:
                    matched.append(m)
                if r is not None:
                    rest.append(r)
            elif match(e):
                matched.append(e)
            else:
                rest.append(e)
        m = self._derive_with(matched) if matched else None
        r = self._derive_with(rest) if rest else None
        return m, r

    def split(self, condition):
        return self._split(_matcher(condition))

    def subgroup(self, condition):
        return self._split(_matcher(condition))[0]


class ExceptionGroup(BaseExceptionGroup, Exception):
    __module__ = 'builtins'


# except* (PEP 654), run by the OP_EXCSTAR steps the compiler emits (vm/np_exc.c np_excstar).
# The state of one statement is [original exception, what is left unmatched, exceptions the
# clauses raised], as CPython's CHECK_EG_MATCH and PREP_RERAISE_STAR keep them.
def _star_start(exc):
    return [exc, exc, []]


def _check_star_type(t):
    for c in (t if isinstance(t, tuple) else (t,)):
        if not (isinstance(c, type) and issubclass(c, BaseException)):
            raise TypeError("catching classes that do not inherit from BaseException is not "
                            "allowed")
        if issubclass(c, BaseExceptionGroup):
            raise TypeError("catching ExceptionGroup with except* is not allowed. Use except "
                            "instead.")


def _star_match(state, t):
    _check_star_type(t)
    rest = state[1]
    if rest is None:
        return None
    if isinstance(rest, t):
        if isinstance(rest, BaseExceptionGroup):
            m = rest
        else:
            cls = ExceptionGroup if isinstance(rest, Exception) else BaseExceptionGroup
            m = cls("", (rest,)).with_traceback(rest.__traceback__)
        state[1] = None
        return m
    if isinstance(rest, BaseExceptionGroup):
        m, state[1] = rest.split(t)
        return m
    return None


def _star_raised(state, exc):
    state[2].append(exc)


def _same_meta(e, orig):
    return (getattr(e, '__notes__', None) is getattr(orig, '__notes__', None) and
            _same_tb(e, orig) and e.__cause__ is orig.__cause__ and
            e.__context__ is orig.__context__)


def _leaves(e, out):
    if isinstance(e, BaseExceptionGroup):
        for x in e.exceptions:
            _leaves(x, out)
    else:
        out.append(e)


def _star_finish(state):
    orig = state[0]
    excs = state[2] + [state[1]]
    if not isinstance(orig, BaseExceptionGroup):
        return excs[0]
    raised, reraised = [], []
    for e in excs:
        if e is not None:
            (reraised if _same_meta(e, orig) else raised).append(e)
    keep = []
    for e in reraised:
        _leaves(e, keep)
    kept = orig.split(lambda leaf: any(leaf is k for k in keep))[0] if keep else None
    if not raised:
        return kept
    if kept is not None:
        raised.append(kept)
    if len(raised) > 1:
        if all(isinstance(e, Exception) for e in raised):
            return ExceptionGroup("", raised)
        return BaseExceptionGroup("", raised)
    return raised[0]


class _GroupMeta:
    # Behaviour table of BaseExceptionGroup (inherited by ExceptionGroup and subclasses):
    # calling BaseExceptionGroup itself with a non-empty list or tuple of Exceptions builds an
    # ExceptionGroup; every other call is the ordinary construction.
    def __call__(cls, *args, _construct=_construct, **kwargs):
        if cls is BaseExceptionGroup and len(args) == 2 and not kwargs and \
                isinstance(args[1], (list, tuple)) and args[1] and \
                all(isinstance(e, Exception) for e in args[1]):
            cls = ExceptionGroup
        return _construct(cls, *args, **kwargs)


_set_meta(BaseExceptionGroup, _GroupMeta)
del _set_meta, _construct, _class_items, _class_set, _make_class, _class_bases
