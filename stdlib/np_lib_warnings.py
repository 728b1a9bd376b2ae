# np_lib_warnings.py - the `warnings` module in Nearly Python, written for Nearly from the
# documented behaviour of CPython 3.11's warning control: warn (message, category,
# stacklevel), warn_explicit, the filter list (filterwarnings, simplefilter, resetwarnings and
# CPython's default filters), the actions "default", "once", "module", "always", "ignore" and
# "error", showwarning/formatwarning (the stderr format with the stripped source line) and
# catch_warnings (record=True collects WarningMessage objects).
# A warning's location comes from traceback.extract_stack (file, line and source text; there
# are no frame objects): a frame of the main script is module "__main__", another file's
# module is its name less ".py". The script may assign warnings.showwarning and
# warnings.formatwarning (vm/np_attr.c module_hook_assignable); nothing else in the module.

import sys as _sys
import re as _re

__all__ = ["warn", "warn_explicit", "showwarning", "formatwarning", "filterwarnings",
           "simplefilter", "resetwarnings", "catch_warnings"]

# Each filter is (action, message regex or None, category, module regex or None, lineno);
# the first that matches a warning decides its action.
filters = [
    ("default", None, DeprecationWarning, "__main__", 0),
    ("ignore", None, DeprecationWarning, None, 0),
    ("ignore", None, PendingDeprecationWarning, None, 0),
    ("ignore", None, ImportWarning, None, 0),
    ("ignore", None, ResourceWarning, None, 0),
]
defaultaction = "default"
onceregistry = {}

_KNOWN_ACTIONS = frozenset(("error", "ignore", "always", "default", "module", "once"))
# The "already shown" keys of each module, by module name; each dict also holds the
# _generation it was filled under, and is emptied when the filters have changed since.
_seen_by_module = {}
_generation = 0
# The source text of the locations warn() found, by (filename, lineno): the stand-in for
# CPython's linecache when a warning is formatted without a line.
_source_text = {}


def _changed():
    # Called after every change of the filter list: stale "already shown" keys are dropped.
    global _generation
    _generation += 1


def _check(ok, text):
    # CPython validates filter arguments with assert statements; this raises the same error.
    if not ok:
        raise AssertionError(text)


def _install(entry, append):
    # Puts [entry] first (moving an equal one up) or, with append, last if not present.
    global filters
    if append:
        if entry not in filters:
            filters.append(entry)
    else:
        if entry in filters:
            filters.remove(entry)
        filters.insert(0, entry)
    _changed()


def filterwarnings(action, message="", category=Warning, module="", lineno=0, append=False):
    # Adds a filter: [message] and [module] are regular expressions matched at the start of
    # the warning's text (case-insensitively) and of its module's name.
    _check(action in _KNOWN_ACTIONS, "invalid action: %r" % (action,))
    _check(isinstance(message, str), "message must be a string")
    _check(isinstance(category, type), "category must be a class")
    _check(issubclass(category, Warning), "category must be a Warning subclass")
    _check(isinstance(module, str), "module must be a string")
    _check(isinstance(lineno, int) and lineno >= 0, "lineno must be an int >= 0")
    text_re = _re.compile(message, _re.I) if message else None
    module_re = _re.compile(module) if module else None
    _install((action, text_re, category, module_re, lineno), append)


def simplefilter(action, category=Warning, lineno=0, append=False):
    # Adds a filter that matches every message and module.
    _check(action in _KNOWN_ACTIONS, "invalid action: %r" % (action,))
    _check(isinstance(lineno, int) and lineno >= 0, "lineno must be an int >= 0")
    _install((action, None, category, None, lineno), append)


def resetwarnings():
    # Empties the filter list.
    filters[:] = []
    _changed()


def formatwarning(message, category, filename, lineno, line=None):
    # The text showwarning writes: `file:line: Category: message` and the source line.
    out = "%s:%s: %s: %s\n" % (filename, lineno, category.__name__, message)
    if line is None:
        line = _source_text.get((filename, lineno))
    if line:
        out += "  %s\n" % line.strip()
    return out


class WarningMessage(object):
    # One warning as catch_warnings(record=True) keeps it.

    def __init__(self, message, category, filename, lineno, file=None, line=None, source=None):
        self.message = message
        self.category = category
        self.filename = filename
        self.lineno = lineno
        self.file = file
        self.line = line
        self.source = source
        self._category_name = category.__name__ if category else None

    def __str__(self):
        return ("{message : %r, category : %r, filename : %r, lineno : %s, line : %r}"
                % (self.message, self._category_name, self.filename, self.lineno, self.line))


def _text_of(record):
    # The formatted text of [record], through a formatwarning the script installed if any.
    if formatwarning is not _builtin_formatwarning:
        return formatwarning(record.message, record.category, record.filename, record.lineno,
                             record.line)
    return _builtin_formatwarning(record.message, record.category, record.filename,
                                  record.lineno, record.line)


def _write_record(record):
    # The default way to show a warning: its text on record.file, else sys.stderr.
    out = record.file if record.file is not None else _sys.stderr
    try:
        out.write(_text_of(record))
    except OSError:
        pass


def showwarning(message, category, filename, lineno, file=None, line=None):
    # Writes a warning to [file] (sys.stderr by default).
    _write_record(WarningMessage(message, category, filename, lineno, file, line))


_builtin_formatwarning = formatwarning
_builtin_showwarning = showwarning
# Where warnings go: _write_record, or a recording list's append inside
# catch_warnings(record=True).
_sink = _write_record


def _deliver(record):
    # Shows [record]: through a showwarning the script installed, else the current sink.
    if showwarning is not _builtin_showwarning:
        if not callable(showwarning):
            raise TypeError("warnings.showwarning() must be set to a function or method")
        showwarning(record.message, record.category, record.filename, record.lineno,
                    record.file, record.line)
    else:
        _sink(record)


def _module_of(filename, main_file):
    # The module name of a frame's file: "__main__" for the script itself.
    if filename == main_file:
        return "__main__"
    if filename.endswith(".py"):
        return filename[:-3]
    return filename or "<unknown>"


def _where(stacklevel):
    # (filename, lineno, module) of the frame [stacklevel] levels above warn()'s caller; the
    # last two frames are _where and warn.
    import traceback
    frames = traceback.extract_stack()[:-2]
    depth = stacklevel if stacklevel > 1 else 1
    if depth > len(frames):
        return "sys", 1, "sys"
    frame = frames[len(frames) - depth]
    if frame.line:
        _source_text[(frame.filename, frame.lineno)] = frame.line
    return frame.filename, frame.lineno, _module_of(frame.filename, frames[0].filename)


def warn(message, category=None, stacklevel=1, source=None):
    # Issues a warning, or raises it, or ignores it, as the filters say.
    if isinstance(message, Warning):
        category = type(message)
    elif category is None:
        category = UserWarning
    if not (isinstance(category, type) and issubclass(category, Warning)):
        raise TypeError("category must be a Warning subclass, not '%s'"
                        % type(category).__name__)
    stacklevel = range(stacklevel).stop
    filename, lineno, module = _where(stacklevel)
    seen = _seen_by_module.get(module)
    if seen is None:
        seen = _seen_by_module[module] = {}
    warn_explicit(message, category, filename, lineno, module, seen, None, source)


def _pattern_ok(pattern, text):
    # Whether a filter's message or module field accepts [text]: None accepts everything, a
    # plain str (the default filters' "__main__") only itself, a regex a match at the start.
    if pattern is None:
        return True
    if isinstance(pattern, str):
        return pattern == text
    return pattern.match(text) is not None


def _first_match(text, category, module, lineno):
    # The first filter matching the warning, else (defaultaction,).
    for entry in filters:
        action, text_re, kind, module_re, line = entry
        if text_re is not None and not _pattern_ok(text_re, text):
            continue
        if not issubclass(category, kind):
            continue
        if module_re is not None and not _pattern_ok(module_re, module):
            continue
        if not line or line == lineno:
            return entry
    return (defaultaction,)


def _already_shown(entry, seen, text, category, lineno):
    # Records a warning being shown under the action of filter [entry]; True when it was
    # shown before and must not be shown again.
    action = entry[0]
    if action == "always":
        return False
    if action == "default":
        seen[(text, category, lineno)] = True
        return False
    if action == "once":
        seen[(text, category, lineno)] = True
        if (text, category) in onceregistry:
            return True
        onceregistry[(text, category)] = True
        return False
    if action == "module":
        seen[(text, category, lineno)] = True
        if (text, category, 0) in seen:
            return True
        seen[(text, category, 0)] = True
        return False
    raise RuntimeError("Unrecognized action (%r) in warnings.filters:\n %s"
                       % (action, entry))


def warn_explicit(message, category, filename, lineno, module=None, registry=None,
                  module_globals=None, source=None):
    # Issues a warning at an explicit location, with [registry] as the dict of keys already
    # shown (None: no once-per-location memory).
    lineno = int(lineno)
    if module is None:
        module = filename or "<unknown>"
        if module[-3:].lower() == ".py":
            module = module[:-3]
    if registry is None:
        registry = {}
    if registry.get("version", 0) != _generation:
        registry.clear()
        registry["version"] = _generation
    if isinstance(message, Warning):
        text = str(message)
        category = type(message)
    else:
        text = message
        message = category(message)
    if registry.get((text, category, lineno)):
        return
    entry = _first_match(text, category, module, lineno)
    if entry[0] == "ignore":
        return
    if entry[0] == "error":
        raise message
    if _already_shown(entry, registry, text, category, lineno):
        return
    _deliver(WarningMessage(message, category, filename, lineno, None, None, source))


class catch_warnings(object):
    # A context manager that saves the filters and showwarning on entry and restores them
    # on exit; record=True returns a list that collects the warnings instead of showing them.

    def __init__(self, *, record=False, module=None, action=None, category=Warning, lineno=0,
                 append=False):
        self._record = record
        self._module = module
        self._filter = None if action is None else (action, category, lineno, append)
        self._entered = False
        self._saved = None

    def __repr__(self):
        shown = []
        if self._record:
            shown.append("record=True")
        if self._module is not None:
            shown.append("module=%r" % (self._module,))
        return "%s(%s)" % (type(self).__name__, ", ".join(shown))

    def __enter__(self):
        global filters, showwarning, _sink
        if self._entered:
            raise RuntimeError("Cannot enter %r twice" % self)
        self._entered = True
        self._saved = (filters, showwarning, _sink)
        filters = filters[:]
        _changed()
        if self._filter is not None:
            simplefilter(*self._filter)
        if not self._record:
            return None
        collected = []
        _sink = collected.append
        showwarning = _builtin_showwarning
        return collected

    def __exit__(self, *exc_info):
        global filters, showwarning, _sink
        if not self._entered:
            raise RuntimeError("Cannot exit %r without entering first" % self)
        filters, showwarning, _sink = self._saved
        _changed()
