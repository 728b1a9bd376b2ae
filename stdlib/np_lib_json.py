# json's Nearly Python half: JSONEncoder and JSONDecoder (subclassable, for cls=), run after the
# C module (stdlib/np_lib_json.c) has put loads/dumps in the globals. dumps/loads with cls=
# call _dumps_cls/_loads_cls, which build the class with the other keyword arguments.


class JSONEncoder:
    item_separator = ", "
    key_separator = ": "

    def __init__(self, *, skipkeys=False, ensure_ascii=True, check_circular=True,
                 allow_nan=True, sort_keys=False, indent=None, separators=None, default=None):
        self.skipkeys = skipkeys
        self.ensure_ascii = ensure_ascii
        self.check_circular = check_circular
        self.allow_nan = allow_nan
        self.sort_keys = sort_keys
        self.indent = indent
        if separators is not None:
            self.item_separator, self.key_separator = separators
        elif indent is not None:
            self.item_separator = ","
        if default is not None:
            self.default = default

    def default(self, o):
        raise TypeError(f"Object of type {type(o).__name__} is not JSON serializable")

    def encode(self, o):
        return dumps(o, skipkeys=self.skipkeys, ensure_ascii=self.ensure_ascii,
                     check_circular=self.check_circular, allow_nan=self.allow_nan,
                     indent=self.indent, separators=(self.item_separator, self.key_separator),
                     default=self.default, sort_keys=self.sort_keys)

    def iterencode(self, o, _one_shot=False):
        return iter([self.encode(o)])


class JSONDecoder:
    def __init__(self, *, object_hook=None, parse_float=None, parse_int=None,
                 parse_constant=None, strict=True, object_pairs_hook=None):
        self.object_hook = object_hook
        self.parse_float = parse_float
        self.parse_int = parse_int
        self.parse_constant = parse_constant
        self.strict = strict
        self.object_pairs_hook = object_pairs_hook

    def decode(self, s):
        return loads(s, object_hook=self.object_hook, parse_float=self.parse_float,
                     parse_int=self.parse_int, parse_constant=self.parse_constant,
                     strict=self.strict, object_pairs_hook=self.object_pairs_hook)


def _dumps_cls(obj, *, cls, **kw):
    return cls(**kw).encode(obj)


def _loads_cls(s, *, cls, **kw):
    return cls(**kw).decode(s)
