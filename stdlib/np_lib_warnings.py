# warnings: CPython 3.11's warning control written in Nearly Python: warn (message, category,
# stacklevel), warn_explicit, the filters list with filterwarnings/simplefilter/resetwarnings
# and CPython's default filters, the actions "default" (once per location), "once", "module",
# "always", "ignore" and "error", showwarning/formatwarning (stderr as CPython formats it,
# with the source line), and catch_warnings (record=True gives WarningMessage objects).
# The warning's location comes from traceback.extract_stack (file, line, source text; no frame
# objects); a frame of the main script is module "__main__", a stdlib file's its own name.

import sys as _sys
import re as _re

__all__ = ["warn", "warn_explicit", "showwarning", "formatwarning", "filterwarnings",
           "simplefilter", "resetwarnings", "catch_warnings"]

_ACTIONS = ("error", "ignore", "always", "default", "module", "once")

filters = [
    ("default", None, DeprecationWarning, "__main__", 0),
    ("ignore", None, DeprecationWarning, None, 0),
    ("ignore", None, PendingDeprecationWarning, None, 0),
    ("ignore", None, ImportWarning, None, 0),
    ("ignore", None, ResourceWarning, None, 0),
]
defaultaction = "default"
onceregistry = {}
_registries = {}
_version = [0]


def _filters_mutated():
    _version[0] += 1


def formatwarning(message, category, filename, lineno, line=None):
    s = "%s:%s: %s: %s\n" % (filename, lineno, category.__name__, message)
    if line:
        s += "  %s\n" % line.strip()
    return s


def _formatwarnmsg(msg):
    # (CPython reads the source line from linecache when [line] is None; here warn keeps the
    # line extract_stack found in _source_line.)
    line = msg.line
    if line is None:
        line = getattr(msg, "_source_line", None)
    return formatwarning(msg.message, msg.category, msg.filename, msg.lineno, line)


def showwarning(message, category, filename, lineno, file=None, line=None):
    msg = WarningMessage(message, category, filename, lineno, file, line)
    _showwarnmsg_impl(msg)


def _showwarnmsg_impl(msg):
    file = msg.file
    if file is None:
        file = _sys.stderr
        if file is None:
            return
    text = _formatwarnmsg(msg)
    try:
        file.write(text)
    except OSError:
        pass


_showwarning_orig = showwarning


def _showwarnmsg(msg):
    # A script may replace warnings.showwarning: call its function then.
    sw = showwarning
    if sw is not _showwarning_orig:
        if not callable(sw):
            raise TypeError("warnings.showwarning() must be set to a function or method")
        sw(msg.message, msg.category, msg.filename, msg.lineno, msg.file, msg.line)
        return
    _impl[0](msg)


_impl = [_showwarnmsg_impl]


def _current_showwarning():
    return showwarning


def _set_showwarning(f):
    global showwarning
    showwarning = f


def _check_action(action):
    if action not in _ACTIONS:
        raise AssertionError("invalid action: %r" % (action,))


def filterwarnings(action, message="", category=Warning, module="", lineno=0, append=False):
    _check_action(action)
    if not isinstance(message, str):
        raise AssertionError("message must be a string")
    if not isinstance(category, type) or not issubclass(category, Warning):
        raise AssertionError("category must be a Warning subclass")
    if not isinstance(module, str):
        raise AssertionError("module must be a string")
    if not isinstance(lineno, int) or lineno < 0:
        raise AssertionError("lineno must be an int >= 0")
    msg = _re.compile(message, _re.I) if message else None
    mod = _re.compile(module) if module else None
    _add_filter(action, msg, category, mod, lineno, append=append)


def simplefilter(action, category=Warning, lineno=0, append=False):
    _check_action(action)
    if not isinstance(lineno, int) or lineno < 0:
        raise AssertionError("lineno must be an int >= 0")
    _add_filter(action, None, category, None, lineno, append=append)


def _add_filter(*item, append):
    if not append:
        try:
            filters.remove(item)
        except ValueError:
            pass
        filters.insert(0, item)
    elif item not in filters:
        filters.append(item)
    _filters_mutated()


def resetwarnings():
    filters[:] = []
    _filters_mutated()


def _matches(pattern, text):
    if pattern is None:
        return True
    if isinstance(pattern, str):
        return pattern == text
    return pattern.match(text) is not None


def _caller(stacklevel):
    # (filename, lineno, module, line) of the frame [stacklevel] levels above warn's caller.
    import traceback
    stack = traceback.extract_stack()[:-2]  # less _caller and warn
    if stacklevel < 1:
        stacklevel = 1
    if stacklevel > len(stack):
        return "sys", 1, "sys", None
    fr = stack[-stacklevel]
    if fr.filename == stack[0].filename:
        module = "__main__"
    else:
        module = fr.filename[:-3] if fr.filename.endswith(".py") else fr.filename
    return fr.filename, fr.lineno, module, fr.line


def warn(message, category=None, stacklevel=1, source=None):
    if isinstance(message, Warning):
        category = message.__class__
    if category is None:
        category = UserWarning
    if not (isinstance(category, type) and issubclass(category, Warning)):
        raise TypeError("category must be a Warning subclass, not '%s'"
                        % type(category).__name__)
    filename, lineno, module, line = _caller(stacklevel)
    registry = _registries.setdefault(module, {})
    _warn(message, category, filename, lineno, module, registry, line, source)


def warn_explicit(message, category, filename, lineno, module=None, registry=None,
                  module_globals=None, source=None):
    lineno = int(lineno)
    if module is None:
        module = filename or "<unknown>"
        if module[-3:].lower() == ".py":
            module = module[:-3]
    _warn(message, category, filename, lineno, module, registry, None, source)


def _warn(message, category, filename, lineno, module, registry, line, source):
    if registry is None:
        registry = {}
    if registry.get("version", 0) != _version[0]:
        registry.clear()
        registry["version"] = _version[0]
    if isinstance(message, Warning):
        text = str(message)
        category = message.__class__
    else:
        text = message
        message = category(message)
    key = (text, category, lineno)
    if registry.get(key):
        return
    for item in filters:
        action, msg, cat, mod, ln = item
        if ((msg is None or msg.match(text)) and issubclass(category, cat) and
                (mod is None or _matches(mod, module)) and (ln == 0 or lineno == ln)):
            break
    else:
        action = defaultaction
    if action == "ignore":
        return
    if action == "error":
        raise message
    if action == "once":
        registry[key] = 1
        oncekey = (text, category)
        if onceregistry.get(oncekey):
            return
        onceregistry[oncekey] = 1
    elif action == "always":
        pass
    elif action == "module":
        registry[key] = 1
        altkey = (text, category, 0)
        if registry.get(altkey):
            return
        registry[altkey] = 1
    elif action == "default":
        registry[key] = 1
    else:
        raise RuntimeError("Unrecognized action (%r) in warnings.filters:\n %s"
                           % (action, item))
    msg = WarningMessage(message, category, filename, lineno, None, None, source)
    msg._source_line = line
    _showwarnmsg(msg)


class WarningMessage(object):
    _WARNING_DETAILS = ("message", "category", "filename", "lineno", "file", "line", "source")

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
        return ("{message : %r, category : %r, filename : %r, lineno : %s, "
                "line : %r}" % (self.message, self._category_name,
                                self.filename, self.lineno, self.line))


class catch_warnings(object):
    def __init__(self, *, record=False, module=None, action=None, category=Warning, lineno=0,
                 append=False):
        self._record = record
        self._entered = False
        if action is None:
            self._filter = None
        else:
            self._filter = (action, category, lineno, append)

    def __repr__(self):
        args = []
        if self._record:
            args.append("record=True")
        return "%s(%s)" % (type(self).__name__, ", ".join(args))

    def __enter__(self):
        if self._entered:
            raise RuntimeError("Cannot enter %r twice" % self)
        self._entered = True
        self._filters = filters[:]
        self._showwarning = _current_showwarning()
        self._impl = _impl[0]
        _filters_mutated()
        if self._filter is not None:
            simplefilter(*self._filter)
        if self._record:
            log = []
            _impl[0] = log.append
            _set_showwarning(_showwarning_orig)
            return log
        return None

    def __exit__(self, *exc_info):
        if not self._entered:
            raise RuntimeError("Cannot exit %r without entering first" % self)
        filters[:] = self._filters
        _filters_mutated()
        _set_showwarning(self._showwarning)
        _impl[0] = self._impl
