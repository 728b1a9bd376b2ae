# np_lib_pprint.py - the `pprint` module in Nearly Python, written for Nearly from the
# documented behaviour of CPython 3.11's pprint and black-box comparison with it: an object
# whose one-line repr fits in the space left on its line is printed as that repr; a container
# that does not fit is split, one item per line (or packed, with compact=True), recursively.
# Covered: dict, list, tuple, set, frozenset, str (split at whitespace into implicitly joined
# pieces), bytes and bytearray (4-byte groups), OrderedDict, defaultdict, Counter, deque,
# subclasses of these that keep their __repr__, SimpleNamespace and dataclass instances with
# the generated repr. Capabilities: none.
#
# The layout functions share one signature, (obj, out, indent, allowance, active, level):
# [out] is the list of text pieces being built, [indent] the column the object starts at,
# [allowance] the columns the closing text after it needs, [active] the ids of the containers
# being printed around it (recursion), [level] its nesting depth.
import re as _re

__all__ = ["pprint", "pformat", "isreadable", "isrecursive", "saferepr", "PrettyPrinter", "pp"]


def pprint(object, stream=None, indent=1, width=80, depth=None, *, compact=False,
           sort_dicts=True, underscore_numbers=False):
    # Prints the formatted representation of [object] on [stream] (sys.stdout).
    PrettyPrinter(indent=indent, width=width, depth=depth, stream=stream, compact=compact,
                  sort_dicts=sort_dicts, underscore_numbers=underscore_numbers).pprint(object)


def pformat(object, indent=1, width=80, depth=None, *, compact=False, sort_dicts=True,
            underscore_numbers=False):
    # The formatted representation of [object] as a str.
    return PrettyPrinter(indent=indent, width=width, depth=depth, compact=compact,
                         sort_dicts=sort_dicts,
                         underscore_numbers=underscore_numbers).pformat(object)


def pp(object, *args, sort_dicts=False, **kwargs):
    # pprint with dicts in insertion order by default.
    pprint(object, *args, sort_dicts=sort_dicts, **kwargs)


def saferepr(object):
    # The one-line repr pprint uses, safe against recursive containers.
    return _one_line(object)[0]


def isreadable(object):
    # Whether the one-line repr of [object] could be read back by eval.
    return _one_line(object)[1]


def isrecursive(object):
    # Whether [object] contains itself.
    return _one_line(object)[2]


def _one_line(object):
    return PrettyPrinter()._safe_repr(object, {}, None, 0)


class _Orderable:
    # A sort key that orders values of mutually unorderable types by type name and id.

    def __init__(self, value):
        self.value = value

    def __lt__(self, other):
        try:
            return self.value < other.value
        except TypeError:
            a, b = self.value, other.value
            return (str(type(a)), id(a)) < (str(type(b)), id(b))


def _pair_key(pair):
    return (_Orderable(pair[0]), _Orderable(pair[1]))


def _plain_function():
    pass


_FUNCTION = type(_plain_function)


def _keeps_repr(kind, base):
    # Whether class [kind] is [base] or a subclass that did not replace base's __repr__.
    # Nearly makes a builtin's slot method anew on each read, so those are compared by their
    # repr; a Python-level __repr__ by identity.
    if kind is base:
        return True
    if not issubclass(kind, base):
        return False
    mine = getattr(kind, "__repr__", None)
    theirs = getattr(base, "__repr__", None)
    if mine is theirs:
        return True
    if type(mine) is _FUNCTION or type(theirs) is _FUNCTION:
        return False
    return repr(mine) == repr(theirs)


_PLAIN_SCALARS = (str, bytes, bytearray, float, bool, type(None))
# The containers whose one-line repr pprint builds itself (depth, sorting, recursion).
_FLAT_BASES = {int: int, dict: dict, list: list, tuple: tuple}
_EMPTY_REPRS = {dict: "{}", list: "[]", tuple: "()"}
_SHAPES = {dict: "{%s}", list: "[%s]", tuple: "(%s)"}
# OrderedDict, defaultdict, Counter and deque, looked up on first need (importing
# collections costs more than this module).
_collections_kinds = []


def _collection_kinds():
    if not _collections_kinds:
        import collections
        _collections_kinds.extend([collections.OrderedDict, collections.defaultdict,
                                   collections.Counter, collections.deque])
    return _collections_kinds


def _recursion_note(obj):
    return "<Recursion on %s with id=%s>" % (type(obj).__name__, id(obj))


def _dataclass_items(obj, fields, rep):
    # The (name, value) pairs the generated one-line repr [rep] of dataclass instance [obj]
    # shows, or None when [rep] is not that repr (a custom __repr__). Nearly's Field has no
    # `repr` flag, so a field counts as shown when its `name=value` piece is next in [rep].
    head = type(obj).__qualname__ + "("
    if not rep.startswith(head) or not rep.endswith(")"):
        return None
    rest = rep[len(head):-1]
    shown = []
    for f in fields:
        value = getattr(obj, f.name)
        piece = "%s=%r" % (f.name, value)
        if rest == piece:
            rest = ""
            shown.append((f.name, value))
        elif rest.startswith(piece + ", "):
            rest = rest[len(piece) + 2:]
            shown.append((f.name, value))
    return shown if rest == "" else None


def _named_fields(obj, rep):
    # (name shown before "(", [(field, value)...]) for a SimpleNamespace or a dataclass
    # instance whose repr is the generated one; None for anything else.
    kind = type(obj)
    if isinstance(obj, type):
        return None
    method = getattr(kind, "__repr__", None)
    if getattr(method, "__qualname__", None) == "SimpleNamespace.__repr__":
        import types
        if not isinstance(obj, types.SimpleNamespace) or method is not types.SimpleNamespace.__repr__:
            return None
        label = "namespace" if kind is types.SimpleNamespace else kind.__name__
        return label, list(vars(obj).items())
    if type(method) is _FUNCTION:
        return None
    import dataclasses
    if not dataclasses.is_dataclass(obj):
        return None
    shown = _dataclass_items(obj, dataclasses.fields(obj), rep)
    return None if shown is None else (kind.__name__, shown)


def _split_words(line):
    # [line] cut after each run of whitespace: the pieces a long string may break between.
    return _re.findall(r"\S+\s*|\s+", line)


def _pack(pieces, room, last_room, to_repr):
    # Greedily joins consecutive [pieces] while the repr of the join fits in [room] columns
    # ([last_room] when the join would take the last piece). Returns the chunks' reprs.
    chunks = []
    current = None
    last = len(pieces) - 1
    for i, piece in enumerate(pieces):
        limit = last_room if i == last else room
        if current is None:
            current = piece
            continue
        joined = current + piece
        if len(to_repr(joined)) > limit:
            chunks.append(to_repr(current))
            current = piece
        else:
            current = joined
    if current is not None and current:
        chunks.append(to_repr(current))
    return chunks


class PrettyPrinter:
    # Formats objects for printing with the given indent per level, width, depth limit,
    # stream, compact packing, dict sorting and underscores in ints.

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
        self._step = indent
        self._width = width
        self._depth = depth
        self._stream = stream
        self._compact = bool(compact)
        self._sort_dicts = sort_dicts
        self._underscore_numbers = underscore_numbers
        self._readable = True
        self._recursive = False

    def pprint(self, object):
        text = self.pformat(object) + "\n"
        if self._stream is None:
            print(text, end="")
        else:
            self._stream.write(text)

    def pformat(self, object):
        out = []
        self._emit(object, out, 0, 0, {}, 0)
        return "".join(out)

    def isrecursive(self, object):
        return self.format(object, {}, 0, 0)[2]

    def isreadable(self, object):
        rep, readable, recursive = self.format(object, {}, 0, 0)
        return readable and not recursive

    def format(self, object, context, maxlevels, level):
        # (repr, readable, recursive) of [object] on one line; subclasses may override.
        return self._safe_repr(object, context, maxlevels, level)

    # ---- one-line reprs

    def _flat(self, obj, active, level):
        # The one-line repr of [obj], noting whether it was readable and recursive.
        rep, readable, recursive = self.format(obj, dict(active), self._depth, level)
        if not readable:
            self._readable = False
        if recursive:
            self._recursive = True
        return rep

    def _joined(self, obj, is_dict, context, maxlevels, level, shape):
        # The one-line repr of a non-empty list, tuple or dict (is_dict) from its elements'
        # one-line reprs; [shape] is the "%s" template.
        ident = id(obj)
        if maxlevels and level >= maxlevels:
            return shape % "...", False, ident in context
        if ident in context:
            return _recursion_note(obj), False, True
        context[ident] = 1
        readable = True
        recursive = False
        texts = []
        inner = level + 1
        fmt = self.format
        if is_dict:
            for key, value in self._dict_pairs(obj):
                krep, kread, krec = fmt(key, context, maxlevels, inner)
                vrep, vread, vrec = fmt(value, context, maxlevels, inner)
                texts.append(krep + ": " + vrep)
                readable = readable and kread and vread
                recursive = recursive or krec or vrec
        else:
            for item in obj:
                rep, read, rec = fmt(item, context, maxlevels, inner)
                texts.append(rep)
                readable = readable and read
                recursive = recursive or rec
        del context[ident]
        return shape % ", ".join(texts), readable, recursive

    def _dict_pairs(self, d):
        pairs = d.items()
        if self._sort_dicts:
            pairs = sorted(pairs, key=_pair_key)
        return pairs

    def _safe_repr(self, object, context, maxlevels, level):
        kind = type(object)
        if kind in _PLAIN_SCALARS:
            return repr(object), True, False
        base = _FLAT_BASES.get(kind)
        if base is None:
            for candidate in (int, dict, list, tuple):
                if issubclass(kind, candidate) and _keeps_repr(kind, candidate):
                    base = candidate
                    break
        if base is int:
            if self._underscore_numbers:
                return format(object, "_d"), True, False
            return repr(object), True, False
        if base is not None:
            if not object:
                return _EMPTY_REPRS[base], True, False
            if base is tuple and len(object) == 1:
                shape = "(%s,)"
            else:
                shape = _SHAPES[base]
            return self._joined(object, base is dict, context, maxlevels, level, shape)
        rep = repr(object)
        return rep, (rep and not rep.startswith("<")), False

    # ---- multi-line layout

    def _emit(self, obj, out, indent, allowance, active, level):
        # Appends [obj]'s text: its one-line repr if that fits, else its split layout.
        ident = id(obj)
        if ident in active:
            out.append(_recursion_note(obj))
            self._recursive = True
            self._readable = False
            return
        rep = self._flat(obj, active, level)
        if len(rep) > self._width - indent - allowance:
            layout = self._layout_for(obj, rep)
            if layout is not None:
                active[ident] = 1
                layout(obj, out, indent, allowance, active, level + 1)
                del active[ident]
                return
        out.append(rep)

    def _layout_for(self, obj, rep):
        # The method that splits [obj] over lines, or None when it has none.
        kind = type(obj)
        for base, name in ((dict, "_lay_dict"), (list, "_lay_list"), (tuple, "_lay_tuple"),
                           (set, "_lay_set"), (frozenset, "_lay_set"), (str, "_lay_str"),
                           (bytes, "_lay_bytes"), (bytearray, "_lay_bytearray")):
            if _keeps_repr(kind, base):
                return getattr(self, name)
        if kind in _PLAIN_SCALARS or kind is int:
            return None
        odict, ddict, counter, deque = _collection_kinds()
        for base, name in ((odict, "_lay_ordered"), (ddict, "_lay_defaultdict"),
                           (counter, "_lay_counter"), (deque, "_lay_deque")):
            if _keeps_repr(kind, base):
                return getattr(self, name)
        named = _named_fields(obj, rep)
        if named is None:
            return None
        label, fields = named

        def lay_named(obj, out, indent, allowance, active, level):
            out.append(label + "(")
            self._emit_named(fields, out, indent + len(label) + 1, allowance, active, level)
            out.append(")")
        return lay_named

    def _pad(self, out):
        # The extra spaces an indent of more than one puts after an opening bracket.
        if self._step > 1:
            out.append(" " * (self._step - 1))

    def _emit_items(self, items, out, indent, allowance, active, level):
        # The elements of a sequence, one per line (packed several per line when compact),
        # each line starting at indent plus one step; the last keeps [allowance] columns.
        indent += self._step
        self._pad(out)
        count = len(items)
        if not count:
            return
        newline = ",\n" + " " * indent
        if not self._compact:
            for i, item in enumerate(items):
                if i:
                    out.append(newline)
                last = i == count - 1
                self._emit(item, out, indent, allowance if last else 1, active, level)
            return
        room = full = self._width - indent + 1
        sep = ""
        for i, item in enumerate(items):
            if i == count - 1:
                room -= allowance
                full -= allowance
            rep = self._flat(item, active, level)
            need = len(rep) + 2
            if room < need:
                room = full
                if sep:
                    sep = newline
            if room >= need:
                room -= need
                out.append(sep)
                out.append(rep)
                sep = ", "
                continue
            out.append(sep)
            sep = newline
            self._emit(item, out, indent, allowance if i == count - 1 else 1, active, level)

    def _emit_pairs(self, pairs, out, indent, allowance, active, level):
        # The `key: value` lines of a mapping; each value continues after its key.
        indent += self._step
        newline = ",\n" + " " * indent
        last = len(pairs) - 1
        for i, (key, value) in enumerate(pairs):
            if i:
                out.append(newline)
            krep = self._flat(key, active, level)
            out.append(krep)
            out.append(": ")
            self._emit(value, out, indent + len(krep) + 2, allowance if i == last else 1,
                       active, level)

    def _emit_named(self, fields, out, indent, allowance, active, level):
        # The `name=value` lines of a namespace or dataclass instance.
        newline = ",\n" + " " * indent
        last = len(fields) - 1
        for i, (name, value) in enumerate(fields):
            if i:
                out.append(newline)
            out.append(name + "=")
            if id(value) in active:
                out.append("...")
            else:
                self._emit(value, out, indent + len(name) + 1, allowance if i == last else 1,
                           active, level)

    def _lay_dict(self, obj, out, indent, allowance, active, level):
        out.append("{")
        self._pad(out)
        if obj:
            self._emit_pairs(list(self._dict_pairs(obj)), out, indent, allowance + 1, active,
                             level)
        out.append("}")

    def _lay_list(self, obj, out, indent, allowance, active, level):
        out.append("[")
        self._emit_items(obj, out, indent, allowance + 1, active, level)
        out.append("]")

    def _lay_tuple(self, obj, out, indent, allowance, active, level):
        close = ",)" if len(obj) == 1 else ")"
        out.append("(")
        self._emit_items(obj, out, indent, allowance + len(close), active, level)
        out.append(close)

    def _lay_set(self, obj, out, indent, allowance, active, level):
        if not obj:
            out.append(repr(obj))
            return
        if type(obj) is set:
            out.append("{")
            close = "}"
        else:
            name = type(obj).__name__
            out.append(name + "({")
            close = "})"
            indent += len(name) + 1
        ordered = sorted(obj, key=_Orderable)
        self._emit_items(ordered, out, indent, allowance + len(close), active, level)
        out.append(close)

    def _lay_str(self, obj, out, indent, allowance, active, level):
        if not obj:
            out.append(repr(obj))
            return
        if level == 1:
            indent += 1
            allowance += 1
        room = self._width - indent
        lines = obj.splitlines(True)
        chunks = []
        for i, line in enumerate(lines):
            final = i == len(lines) - 1
            rep = repr(line)
            if len(rep) <= (room - allowance if final else room):
                chunks.append(rep)
            else:
                chunks.extend(_pack(_split_words(line), room,
                                    room - allowance if final else room, repr))
        if len(chunks) == 1:
            out.append(chunks[0])
            return
        if level == 1:
            out.append("(")
        out.append(("\n" + " " * indent).join(chunks))
        if level == 1:
            out.append(")")

    def _lay_bytes(self, obj, out, indent, allowance, active, level):
        if len(obj) <= 4:
            out.append(repr(obj))
            return
        wrap = level == 1
        if wrap:
            indent += 1
            allowance += 1
            out.append("(")
        room = self._width - indent
        groups = [obj[i:i + 4] for i in range(0, len(obj), 4)]
        # CPython takes the allowance off only for a short last group.
        last_room = room - allowance if len(obj) % 4 else room
        out.append(("\n" + " " * indent).join(_pack(groups, room, last_room, repr)))
        if wrap:
            out.append(")")

    def _lay_bytearray(self, obj, out, indent, allowance, active, level):
        out.append("bytearray(")
        self._lay_bytes(bytes(obj), out, indent + 10, allowance + 1, active, level + 1)
        out.append(")")

    def _lay_ordered(self, obj, out, indent, allowance, active, level):
        if not obj:
            out.append(repr(obj))
            return
        name = type(obj).__name__
        out.append(name + "(")
        self._emit(list(obj.items()), out, indent + len(name) + 1, allowance + 1, active,
                   level)
        out.append(")")

    def _lay_defaultdict(self, obj, out, indent, allowance, active, level):
        if not obj:
            out.append(repr(obj))
            return
        factory = self._flat(obj.default_factory, active, level)
        name = type(obj).__name__
        indent += len(name) + 1
        out.append("%s(%s,\n%s" % (name, factory, " " * indent))
        self._lay_dict(obj, out, indent, allowance + 1, active, level)
        out.append(")")

    def _lay_counter(self, obj, out, indent, allowance, active, level):
        if not obj:
            out.append(repr(obj))
            return
        name = type(obj).__name__
        out.append(name + "({")
        self._pad(out)
        self._emit_pairs(obj.most_common(), out, indent + len(name) + 1, allowance + 2,
                         active, level)
        out.append("})")

    def _lay_deque(self, obj, out, indent, allowance, active, level):
        if not obj:
            out.append(repr(obj))
            return
        name = type(obj).__name__
        out.append(name + "([")
        indent += len(name) + 1
        items = list(obj)
        if obj.maxlen is None:
            self._emit_items(items, out, indent, allowance + 2, active, level)
            out.append("])")
            return
        self._emit_items(items, out, indent, 2, active, level)
        bound = self._flat(obj.maxlen, active, level)
        out.append("],\n%smaxlen=%s)" % (" " * indent, bound))
