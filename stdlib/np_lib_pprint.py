# pprint: CPython 3.11's pretty printer (pprint, pformat, pp, saferepr, isreadable,
# isrecursive, PrettyPrinter) with the same line-breaking rules, so output matches CPython's
# for dicts, lists, tuples, sets, frozensets, strs, bytes, Counter, OrderedDict, defaultdict,
# deque and their nesting, with width, indent, depth, compact, sort_dicts and
# underscore_numbers. Other objects print as their repr.

import re as _re

# collections' classes, imported on the first object that is not a builtin container (most
# programs never need them, and importing collections costs more than this module).
_collections_types = []


def _collections():
    if not _collections_types:
        import collections
        _collections_types.extend([collections.OrderedDict, collections.defaultdict,
                                   collections.Counter, collections.deque])
    return _collections_types

__all__ = ["pprint", "pformat", "isreadable", "isrecursive", "saferepr", "PrettyPrinter", "pp"]


def _plain_function():
    pass


_FunctionType = type(_plain_function)


def _inherits_repr(typ, base):
    # True when class [typ] is [base] or a subclass that keeps base's __repr__ (CPython compares
    # the __repr__ slots; Nearly's builtin slot methods are made on each read, so a builtin
    # base is compared by its method's repr, a Python one by identity).
    if typ is base:
        return True
    if not issubclass(typ, base):
        return False
    r = getattr(typ, "__repr__", None)
    b = getattr(base, "__repr__", None)
    if r is None or r is b:
        return True
    if type(r) is _FunctionType or type(b) is _FunctionType:
        return False
    return repr(r) == repr(b)


def pprint(object, stream=None, indent=1, width=80, depth=None, *, compact=False,
           sort_dicts=True, underscore_numbers=False):
    printer = PrettyPrinter(stream=stream, indent=indent, width=width, depth=depth,
                            compact=compact, sort_dicts=sort_dicts,
                            underscore_numbers=underscore_numbers)
    printer.pprint(object)


def pformat(object, indent=1, width=80, depth=None, *, compact=False, sort_dicts=True,
            underscore_numbers=False):
    return PrettyPrinter(indent=indent, width=width, depth=depth, compact=compact,
                         sort_dicts=sort_dicts,
                         underscore_numbers=underscore_numbers).pformat(object)


def pp(object, *args, sort_dicts=False, **kwargs):
    pprint(object, *args, sort_dicts=sort_dicts, **kwargs)


def saferepr(object):
    return PrettyPrinter()._safe_repr(object, {}, None, 0)[0]


def isreadable(object):
    return PrettyPrinter()._safe_repr(object, {}, None, 0)[1]


def isrecursive(object):
    return PrettyPrinter()._safe_repr(object, {}, None, 0)[2]


class _safe_key:
    # A sort key that orders values of types that cannot be compared by type name and id, as
    # CPython's pprint does for mixed dict keys and set items.
    __slots__ = ["obj"]

    def __init__(self, obj):
        self.obj = obj

    def __lt__(self, other):
        try:
            return self.obj < other.obj
        except TypeError:
            return ((str(type(self.obj)), id(self.obj)) <
                    (str(type(other.obj)), id(other.obj)))


def _safe_tuple(t):
    return _safe_key(t[0]), _safe_key(t[1])


def _recursion(object):
    return "<Recursion on %s with id=%s>" % (type(object).__name__, id(object))


class _Out:
    # The text being built: a list of pieces joined at the end.
    def __init__(self):
        self.parts = []

    def write(self, s):
        self.parts.append(s)


_builtin_scalars = (str, bytes, bytearray, float, bool, type(None))


class PrettyPrinter:
    def __init__(self, indent=1, width=80, depth=None, stream=None, *, compact=False,
                 sort_dicts=True, underscore_numbers=False):
        indent = int(indent)
        width = int(width)
        if indent < 0:
            raise ValueError("indent must be >= 0")
        if depth is not None and depth <= 0:
            raise ValueError("depth must be > 0")
        if not width:
            raise ValueError("width must be != 0")
        self._depth = depth
        self._indent_per_level = indent
        self._width = width
        self._stream = stream
        self._compact = bool(compact)
        self._sort_dicts = sort_dicts
        self._underscore_numbers = underscore_numbers

    def pprint(self, object):
        text = self.pformat(object) + "\n"
        if self._stream is None:
            print(text, end="")
        else:
            self._stream.write(text)

    def pformat(self, object):
        out = _Out()
        self._format(object, out, 0, 0, {}, 0)
        return "".join(out.parts)

    def isrecursive(self, object):
        return self.format(object, {}, 0, 0)[2]

    def isreadable(self, object):
        s, readable, recursive = self.format(object, {}, 0, 0)
        return readable and not recursive

    def _format(self, object, stream, indent, allowance, context, level):
        objid = id(object)
        if objid in context:
            stream.write(_recursion(object))
            self._recursive = True
            self._readable = False
            return
        rep = self._repr(object, context, level)
        max_width = self._width - indent - allowance
        if len(rep) > max_width:
            p = self._pretty_method(object)
            if p is None:
                p = self._fields_method(object, rep)
            if p is not None:
                context[objid] = 1
                p(object, stream, indent, allowance, context, level + 1)
                del context[objid]
                return
        stream.write(rep)

    def _fields_method(self, object, rep):
        # The name=value layout of a dataclass instance with the generated repr or of a
        # SimpleNamespace (CPython 3.11's _pprint_dataclass / _pprint_simplenamespace), or None.
        # The items are accepted only when they rebuild the one-line repr exactly, so a
        # repr=False field or a custom __repr__ falls back to the plain repr.
        typ = type(object)
        if isinstance(object, type):
            return None
        items = None
        name = typ.__name__
        r = getattr(typ, "__repr__", None)
        if hasattr(object, "_SimpleNamespace__keys"):
            import types
            if isinstance(object, types.SimpleNamespace) and r is types.SimpleNamespace.__repr__:
                items = [(k, getattr(object, k)) for k in object._SimpleNamespace__keys]
                if typ is types.SimpleNamespace:
                    name = "namespace"
        elif type(r) is not _FunctionType:
            import dataclasses
            if dataclasses.is_dataclass(object):
                items = _repr_fields(object, dataclasses.fields(object), typ.__qualname__, rep)
        if items is None:
            return None
        self._ns_name = name
        self._ns_items = items
        return self._pprint_fields

    def _pprint_fields(self, object, stream, indent, allowance, context, level):
        name = self._ns_name
        items = self._ns_items
        indent += len(name) + 1
        stream.write(name + "(")
        self._format_namespace_items(items, stream, indent, allowance, context, level)
        stream.write(")")

    def _format_namespace_items(self, items, stream, indent, allowance, context, level):
        write = stream.write
        delimnl = ",\n" + " " * indent
        last_index = len(items) - 1
        for i, (key, ent) in enumerate(items):
            last = i == last_index
            write(key)
            write("=")
            if id(ent) in context:
                write("...")
            else:
                self._format(ent, stream, indent + len(key) + 1, allowance if last else 1,
                             context, level)
            if not last:
                write(delimnl)

    def _pretty_method(self, object):
        # The method that lays [object] out over several lines, or None (CPython's _dispatch,
        # keyed by the type's __repr__).
        typ = type(object)
        if _inherits_repr(typ, dict):
            return self._pprint_dict
        if _inherits_repr(typ, list):
            return self._pprint_list
        if _inherits_repr(typ, tuple):
            return self._pprint_tuple
        if _inherits_repr(typ, set) or _inherits_repr(typ, frozenset):
            return self._pprint_set
        if _inherits_repr(typ, str):
            return self._pprint_str
        if _inherits_repr(typ, bytes):
            return self._pprint_bytes
        if _inherits_repr(typ, bytearray):
            return self._pprint_bytearray
        ordered_dict, default_dict, counter, deque = _collections()
        if _inherits_repr(typ, ordered_dict):
            return self._pprint_ordered_dict
        if _inherits_repr(typ, default_dict):
            return self._pprint_default_dict
        if _inherits_repr(typ, counter):
            return self._pprint_counter
        if _inherits_repr(typ, deque):
            return self._pprint_deque
        return None

    def _pprint_dict(self, object, stream, indent, allowance, context, level):
        write = stream.write
        write("{")
        if self._indent_per_level > 1:
            write((self._indent_per_level - 1) * " ")
        if len(object):
            if self._sort_dicts:
                items = sorted(object.items(), key=_safe_tuple)
            else:
                items = list(object.items())
            self._format_dict_items(items, stream, indent, allowance + 1, context, level)
        write("}")

    def _pprint_ordered_dict(self, object, stream, indent, allowance, context, level):
        if not len(object):
            stream.write(repr(object))
            return
        name = type(object).__name__
        stream.write(name + "(")
        self._format(list(object.items()), stream, indent + len(name) + 1, allowance + 1,
                     context, level)
        stream.write(")")

    def _pprint_list(self, object, stream, indent, allowance, context, level):
        stream.write("[")
        self._format_items(object, stream, indent, allowance + 1, context, level)
        stream.write("]")

    def _pprint_tuple(self, object, stream, indent, allowance, context, level):
        stream.write("(")
        endchar = ",)" if len(object) == 1 else ")"
        self._format_items(object, stream, indent, allowance + len(endchar), context, level)
        stream.write(endchar)

    def _pprint_set(self, object, stream, indent, allowance, context, level):
        if not len(object):
            stream.write(repr(object))
            return
        typ = type(object)
        if typ is set:
            stream.write("{")
            endchar = "}"
        else:
            stream.write(typ.__name__ + "({")
            endchar = "})"
            indent += len(typ.__name__) + 1
        items = sorted(object, key=_safe_key)
        self._format_items(items, stream, indent, allowance + len(endchar), context, level)
        stream.write(endchar)

    def _pprint_str(self, object, stream, indent, allowance, context, level):
        write = stream.write
        if not len(object):
            write(repr(object))
            return
        chunks = []
        lines = object.splitlines(True)
        if level == 1:
            indent += 1
            allowance += 1
        max_width1 = max_width = self._width - indent
        rep = ""
        for i, line in enumerate(lines):
            rep = repr(line)
            if i == len(lines) - 1:
                max_width1 -= allowance
            if len(rep) <= max_width1:
                chunks.append(rep)
            else:
                # Alternating runs of non-space and space, the last one empty.
                parts = _re.findall(r"\S*\s*", line)
                parts.pop()
                max_width2 = max_width
                current = ""
                for j, part in enumerate(parts):
                    candidate = current + part
                    if j == len(parts) - 1 and i == len(lines) - 1:
                        max_width2 -= allowance
                    if len(repr(candidate)) > max_width2:
                        if current:
                            chunks.append(repr(current))
                        current = part
                    else:
                        current = candidate
                if current:
                    chunks.append(repr(current))
        if len(chunks) == 1:
            write(rep)
            return
        if level == 1:
            write("(")
        for i, rep in enumerate(chunks):
            if i > 0:
                write("\n" + " " * indent)
            write(rep)
        if level == 1:
            write(")")

    def _pprint_bytes(self, object, stream, indent, allowance, context, level):
        write = stream.write
        if len(object) <= 4:
            write(repr(object))
            return
        parens = level == 1
        if parens:
            indent += 1
            allowance += 1
            write("(")
        delim = ""
        for rep in _wrap_bytes_repr(object, self._width - indent, allowance):
            write(delim)
            write(rep)
            if not delim:
                delim = "\n" + " " * indent
        if parens:
            write(")")

    def _pprint_bytearray(self, object, stream, indent, allowance, context, level):
        stream.write("bytearray(")
        self._pprint_bytes(bytes(object), stream, indent + 10, allowance + 1, context,
                           level + 1)
        stream.write(")")

    def _pprint_default_dict(self, object, stream, indent, allowance, context, level):
        if not len(object):
            stream.write(repr(object))
            return
        rdf = self._repr(object.default_factory, context, level)
        name = type(object).__name__
        indent += len(name) + 1
        stream.write("%s(%s,\n%s" % (name, rdf, " " * indent))
        self._pprint_dict(object, stream, indent, allowance + 1, context, level)
        stream.write(")")

    def _pprint_counter(self, object, stream, indent, allowance, context, level):
        if not len(object):
            stream.write(repr(object))
            return
        name = type(object).__name__
        stream.write(name + "({")
        if self._indent_per_level > 1:
            stream.write((self._indent_per_level - 1) * " ")
        items = object.most_common()
        self._format_dict_items(items, stream, indent + len(name) + 1, allowance + 2, context,
                                level)
        stream.write("})")

    def _pprint_deque(self, object, stream, indent, allowance, context, level):
        if not len(object):
            stream.write(repr(object))
            return
        name = type(object).__name__
        stream.write(name + "(")
        indent += len(name) + 1
        stream.write("[")
        if object.maxlen is None:
            self._format_items(object, stream, indent, allowance + 2, context, level)
            stream.write("])")
        else:
            self._format_items(object, stream, indent, 2, context, level)
            rml = self._repr(object.maxlen, context, level)
            stream.write("],\n%smaxlen=%s)" % (" " * indent, rml))

    def _format_dict_items(self, items, stream, indent, allowance, context, level):
        write = stream.write
        indent += self._indent_per_level
        delimnl = ",\n" + " " * indent
        last_index = len(items) - 1
        for i, (key, ent) in enumerate(items):
            last = i == last_index
            rep = self._repr(key, context, level)
            write(rep)
            write(": ")
            self._format(ent, stream, indent + len(rep) + 2, allowance if last else 1, context,
                         level)
            if not last:
                write(delimnl)

    def _format_items(self, items, stream, indent, allowance, context, level):
        write = stream.write
        indent += self._indent_per_level
        if self._indent_per_level > 1:
            write((self._indent_per_level - 1) * " ")
        delimnl = ",\n" + " " * indent
        delim = ""
        width = max_width = self._width - indent + 1
        it = iter(items)
        end = _Out
        next_ent = next(it, end)
        if next_ent is end:
            return
        last = False
        while not last:
            ent = next_ent
            next_ent = next(it, end)
            if next_ent is end:
                last = True
                max_width -= allowance
                width -= allowance
            if self._compact:
                rep = self._repr(ent, context, level)
                w = len(rep) + 2
                if width < w:
                    width = max_width
                    if delim:
                        delim = delimnl
                if width >= w:
                    width -= w
                    write(delim)
                    delim = ", "
                    write(rep)
                    continue
            write(delim)
            delim = delimnl
            self._format(ent, stream, indent, allowance if last else 1, context, level)

    def _repr(self, object, context, level):
        rep, readable, recursive = self.format(object, context.copy(), self._depth, level)
        if not readable:
            self._readable = False
        if recursive:
            self._recursive = True
        return rep

    def format(self, object, context, maxlevels, level):
        return self._safe_repr(object, context, maxlevels, level)

    def _safe_repr(self, object, context, maxlevels, level):
        typ = type(object)
        if typ in _builtin_scalars:
            return repr(object), True, False
        if _inherits_repr(typ, int) and typ is not bool:
            if self._underscore_numbers:
                return format(object, "_d"), True, False
            return repr(object), True, False
        if _inherits_repr(typ, dict):
            if not object:
                return "{}", True, False
            objid = id(object)
            if maxlevels and level >= maxlevels:
                return "{...}", False, objid in context
            if objid in context:
                return _recursion(object), False, True
            context[objid] = 1
            readable = True
            recursive = False
            components = []
            level += 1
            if self._sort_dicts:
                items = sorted(object.items(), key=_safe_tuple)
            else:
                items = object.items()
            for k, v in items:
                krepr, kreadable, krecur = self.format(k, context, maxlevels, level)
                vrepr, vreadable, vrecur = self.format(v, context, maxlevels, level)
                components.append("%s: %s" % (krepr, vrepr))
                readable = readable and kreadable and vreadable
                if krecur or vrecur:
                    recursive = True
            del context[objid]
            return "{%s}" % ", ".join(components), readable, recursive
        is_list = _inherits_repr(typ, list)
        if is_list or _inherits_repr(typ, tuple):
            if is_list:
                if not object:
                    return "[]", True, False
                fmt = "[%s]"
            elif len(object) == 1:
                fmt = "(%s,)"
            else:
                if not object:
                    return "()", True, False
                fmt = "(%s)"
            objid = id(object)
            if maxlevels and level >= maxlevels:
                return fmt % "...", False, objid in context
            if objid in context:
                return _recursion(object), False, True
            context[objid] = 1
            readable = True
            recursive = False
            components = []
            level += 1
            for o in object:
                orepr, oreadable, orecur = self.format(o, context, maxlevels, level)
                components.append(orepr)
                if not oreadable:
                    readable = False
                if orecur:
                    recursive = True
            del context[objid]
            return fmt % ", ".join(components), readable, recursive
        rep = repr(object)
        return rep, bool(rep and not rep.startswith("<")), False


def _repr_fields(object, fields, qualname, rep):
    # The (name, value) pairs of the fields that the generated one-line repr [rep] shows, in
    # order (a repr=False field is absent from it), or None when [rep] is not that repr.
    # Field names are distinct, so each "name=" piece matches at most one field.
    pos = len(qualname) + 1
    if not rep.startswith(qualname + "("):
        return None
    items = []
    for f in fields:
        value = getattr(object, f.name)
        piece = "%s=%r" % (f.name, value)
        if rep.startswith(piece, pos) and rep[pos + len(piece):pos + len(piece) + 2] in (", ", ")"):
            items.append((f.name, value))
            pos += len(piece) + 2
    # Each accepted piece moved pos past its ", " or ")": the last one's ")" must end rep.
    end = pos - 1 if items else len(qualname) + 2
    if end != len(rep):
        return None
    return items


def _wrap_bytes_repr(object, width, allowance):
    # The reprs of runs of 4-byte groups that fit in [width] (the last one in width - allowance).
    chunks = []
    current = b""
    last = len(object) // 4 * 4
    for i in range(0, len(object), 4):
        part = object[i:i + 4]
        candidate = current + part
        if i == last:
            width -= allowance
        if len(repr(candidate)) > width:
            if current:
                chunks.append(repr(current))
            current = part
        else:
            current = candidate
    if current:
        chunks.append(repr(current))
    return chunks
