# json's Nearly Python half: the subclassable JSONEncoder and JSONDecoder classes (for cls= and
# direct use), run after the C module (stdlib/np_lib_json.c) has put loads/dumps in the
# globals. Written from the json documentation: the options are public attributes, and encode
# and decode hand them back to the C dumps/loads. dumps/loads with cls= call _dumps_cls and
# _loads_cls, which build the class from the other keyword arguments.


class JSONEncoder:
    """Serializes Python values to JSON text; override default() to handle more types."""
    item_separator = ", "
    key_separator = ": "

    def __init__(self, *, skipkeys=False, ensure_ascii=True, check_circular=True,
                 allow_nan=True, sort_keys=False, indent=None, separators=None, default=None):
        self.skipkeys, self.ensure_ascii = skipkeys, ensure_ascii
        self.check_circular, self.allow_nan = check_circular, allow_nan
        self.sort_keys, self.indent = sort_keys, indent
        # With an indent, items end their lines, so the default item separator loses its space.
        if separators is None:
            if indent is not None:
                self.item_separator = ","
        else:
            self.item_separator, self.key_separator = tuple(separators)
        if default is not None:
            self.default = default

    def default(self, o):
        """Called for a value JSON cannot represent: return a serializable stand-in or raise."""
        raise TypeError("Object of type %s is not JSON serializable" % type(o).__name__)

    def encode(self, o):
        """The JSON text of o, as json.dumps would give it with this encoder's options."""
        return dumps(o, skipkeys=self.skipkeys, ensure_ascii=self.ensure_ascii,
                     check_circular=self.check_circular, allow_nan=self.allow_nan,
                     indent=self.indent, separators=(self.item_separator, self.key_separator),
                     default=self.default, sort_keys=self.sort_keys)

    def iterencode(self, o, _one_shot=False):
        """The JSON text of o as an iterator of strings (here a single piece)."""
        yield self.encode(o)


_JSON_BLANKS = " \t\n\r"
_CONSTANTS = {"-Infinity": float("-inf"), "Infinity": float("inf"), "NaN": float("nan")}


class JSONDecoder:
    """Parses JSON text; the hooks replace how objects, floats, ints and constants are built."""

    def __init__(self, *, object_hook=None, parse_float=None, parse_int=None,
                 parse_constant=None, strict=True, object_pairs_hook=None):
        # The parse_* attributes hold what CPython's do (float, int, a constants lookup).
        self.object_hook, self.object_pairs_hook = object_hook, object_pairs_hook
        self.parse_float, self.parse_int = parse_float or float, parse_int or int
        self.parse_constant, self.strict = parse_constant or _CONSTANTS.__getitem__, strict
        # The options decoding uses, fixed here as CPython fixes its scanner's: assigning the
        # attributes later changes nothing.
        self._options = {"object_hook": object_hook, "parse_float": parse_float,
                         "parse_int": parse_int, "parse_constant": parse_constant,
                         "strict": strict, "object_pairs_hook": object_pairs_hook}

    def _load(self, text):
        # The C loads with this decoder's options (decode and raw_decode share it, so a
        # subclass's decode may call raw_decode).
        return loads(text, **self._options)

    def decode(self, s):
        """The Python value of the JSON document s (surrounding whitespace allowed)."""
        return self._load(s)

    def raw_decode(self, s, idx=0):
        """(value, end) for the one JSON value that starts exactly at s[idx]; what follows it
        is ignored."""
        if not isinstance(s, str):
            raise TypeError("first argument must be a string, not %s" % type(s).__name__)
        if not isinstance(idx, int):
            raise TypeError("'%s' object cannot be interpreted as an integer"
                            % type(idx).__name__)
        if idx < 0:
            raise ValueError("idx cannot be negative")
        if idx > len(s):
            # Nearly's JSONDecodeError wants its position inside the document: pad it.
            raise JSONDecodeError("Expecting value", s + " " * (idx - len(s)), idx)
        if idx == len(s) or s[idx] in _JSON_BLANKS:
            raise JSONDecodeError("Expecting value", s, idx)
        # A first parse without the hooks finds where the value ends (before the whitespace
        # that precedes any extra data), so that the hooks then run once, as in CPython.
        text = s[idx:]
        try:
            loads(text, strict=self._options["strict"])
        except JSONDecodeError as err:
            if err.msg != "Extra data":
                raise JSONDecodeError(err.msg, s, idx + err.pos) from None
            text = text[:err.pos]
        return self._load(text), idx + len(text.rstrip(_JSON_BLANKS))


def _dumps_cls(obj, *, cls, **kw):
    # json.dumps(obj, cls=C, **kw): C(**kw).encode(obj).
    encoder = cls(**kw)
    return encoder.encode(obj)


def _loads_cls(s, *, cls, **kw):
    # json.loads(s, cls=C, **kw): C(**kw).decode(s).
    decoder = cls(**kw)
    return decoder.decode(s)
