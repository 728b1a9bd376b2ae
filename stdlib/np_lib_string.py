# string: the constants, capwords and a Template class ($name, ${name}, $$), as CPython 3.11.
whitespace = ' \t\n\r\x0b\x0c'
ascii_lowercase = 'abcdefghijklmnopqrstuvwxyz'
ascii_uppercase = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
ascii_letters = ascii_lowercase + ascii_uppercase
digits = '0123456789'
hexdigits = digits + 'abcdef' + 'ABCDEF'
octdigits = '01234567'
punctuation = r"""!"#$%&'()*+,-./:;<=>?@[\]^_`{|}~"""
printable = digits + ascii_letters + punctuation + whitespace


def capwords(s, sep=None):
    return (sep or ' ').join(map(str.capitalize, s.split(sep)))


class Template:
    delimiter = '$'
    idpattern = r'(?a:[_a-z][_a-z0-9]*)'
    braceidpattern = None
    flags = None

    def __init__(self, template):
        self.template = template

    def _pattern(self):
        # CPython's Template.__init_subclass__ pattern, built from the class's delimiter,
        # idpattern, braceidpattern and flags (or its own `pattern`), compiled with VERBOSE.
        # The default idpattern's scoped (?a:...) is spelled as an ASCII class for PCRE2.
        import re
        cls = type(self)
        own = getattr(cls, 'pattern', None)
        if own is not None:
            if isinstance(own, str):
                flags = re.IGNORECASE if cls.flags is None else cls.flags
                return re.compile(own, flags | re.VERBOSE)
            return own
        delim = re.escape(cls.delimiter)
        ident = cls.idpattern
        if ident == Template.idpattern:
            ident = '[_a-zA-Z][_a-zA-Z0-9]*'
        bid = cls.braceidpattern or ident
        flags = re.IGNORECASE if cls.flags is None else cls.flags
        return re.compile(delim + '(?:(?P<escaped>' + delim + ')|(?P<named>' + ident +
                          ')|{(?P<braced>' + bid + ')}|(?P<invalid>))', flags | re.VERBOSE)

    def _invalid(self, mo):
        i = mo.start('invalid')
        lines = self.template[:i].splitlines(keepends=True)
        if not lines:
            colno = 1
            lineno = 1
        else:
            colno = i - len(''.join(lines[:-1]))
            lineno = len(lines)
        raise ValueError('Invalid placeholder in string: line %d, col %d' %
                         (lineno, colno))

    def substitute(self, mapping=None, /, **kws):
        if mapping is None:
            mapping = kws
        elif kws:
            merged = dict(mapping)
            merged.update(kws)
            mapping = merged

        def convert(mo):
            named = mo.group('named') or mo.group('braced')
            if named is not None:
                return str(mapping[named])
            if mo.group('escaped') is not None:
                return self.delimiter
            if mo.group('invalid') is not None:
                self._invalid(mo)
            raise ValueError('Unrecognized named group in pattern')
        return self._pattern().sub(convert, self.template)

    def safe_substitute(self, mapping=None, /, **kws):
        if mapping is None:
            mapping = kws
        elif kws:
            merged = dict(mapping)
            merged.update(kws)
            mapping = merged

        def convert(mo):
            named = mo.group('named') or mo.group('braced')
            if named is not None:
                try:
                    return str(mapping[named])
                except KeyError:
                    return mo.group()
            if mo.group('escaped') is not None:
                return self.delimiter
            if mo.group('invalid') is not None:
                return mo.group()
            raise ValueError('Unrecognized named group in pattern')
        return self._pattern().sub(convert, self.template)

    def get_identifiers(self):
        ids = []
        for mo in self._pattern().finditer(self.template):
            named = mo.group('named') or mo.group('braced')
            if named is not None and named not in ids:
                ids.append(named)
            elif (named is None
                  and mo.group('invalid') is None
                  and mo.group('escaped') is None):
                raise ValueError('Unrecognized named group in pattern')
        return ids

    def is_valid(self):
        for mo in self._pattern().finditer(self.template):
            if mo.group('invalid') is not None:
                return False
            if (mo.group('named') is None
                    and mo.group('braced') is None
                    and mo.group('escaped') is None):
                raise ValueError('Unrecognized named group in pattern')
        return True


def _split_field(field):
    # 'name!c:spec' -> (name, spec, conversion); brackets in the name may hold ':' or '!'.
    i = 0
    n = len(field)
    while i < n and field[i] not in '!:':
        if field[i] == '[':
            while i < n and field[i] != ']':
                i += 1
        i += 1
    name = field[:i]
    conv = None
    if i < n and field[i] == '!':
        if i + 1 >= n:
            raise ValueError("unmatched '{' in format spec")
        conv = field[i + 1]
        i += 2
        if i < n and field[i] != ':':
            raise ValueError("expected ':' after conversion specifier")
    spec = field[i + 1:] if i < n else ''
    return name, spec, conv


def _split_name(name):
    # 'a.b[0]' -> ('a', [(True, 'b'), (False, 0)]); an all-digit first part or index is an int.
    i = 0
    while i < len(name) and name[i] not in '.[':
        i += 1
    first = name[:i]
    rest = []
    while i < len(name):
        if name[i] == '.':
            j = i + 1
            while j < len(name) and name[j] not in '.[':
                j += 1
            rest.append((True, name[i + 1:j]))
            i = j
        else:
            j = name.find(']', i)
            if j < 0:
                raise ValueError("Missing ']' in format string")
            key = name[i + 1:j]
            rest.append((False, int(key) if key.isdigit() else key))
            i = j + 1
    return (int(first) if first.isdigit() else first), rest


class Formatter:
    # string.Formatter with CPython's hooks (parse, get_field, get_value, convert_field,
    # format_field, check_unused_args), automatic/manual field numbering and nested specs.

    def format(self, format_string, /, *args, **kwargs):
        return self.vformat(format_string, args, kwargs)

    def vformat(self, format_string, args, kwargs):
        used = set()
        result, _ = self._vformat(format_string, args, kwargs, used, 2)
        self.check_unused_args(used, args, kwargs)
        return result

    def _vformat(self, format_string, args, kwargs, used, depth, auto=0):
        if depth < 0:
            raise ValueError('Max string recursion exceeded')
        out = []
        for literal, name, spec, conv in self.parse(format_string):
            if literal:
                out.append(literal)
            if name is None:
                continue
            if name == '':
                if auto is False:
                    raise ValueError('cannot switch from manual field specification to '
                                     'automatic field numbering')
                name = str(auto)
                auto += 1
            elif name.isdigit():
                if auto:  # CPython's string.py gives this same message in both cases.
                    raise ValueError('cannot switch from manual field specification to '
                                     'automatic field numbering')
                auto = False
            obj, key = self.get_field(name, args, kwargs)
            used.add(key)
            obj = self.convert_field(obj, conv)
            spec, auto = self._vformat(spec, args, kwargs, used, depth - 1, auto)
            out.append(self.format_field(obj, spec))
        return ''.join(out), auto

    def parse(self, format_string, _split_field=_split_field):
        s = format_string
        n = len(s)
        i = 0
        literal = ''
        while i < n:
            c = s[i]
            if c == '}':
                if i + 1 < n and s[i + 1] == '}':
                    yield literal + '}', None, None, None
                    literal = ''
                    i += 2
                    continue
                raise ValueError("Single '}' encountered in format string")
            if c != '{':
                literal += c
                i += 1
                continue
            if i + 1 < n and s[i + 1] == '{':
                yield literal + '{', None, None, None
                literal = ''
                i += 2
                continue
            if i + 1 >= n:
                raise ValueError("Single '{' encountered in format string")
            depth = 1
            j = i + 1
            while j < n and depth:
                if s[j] == '{':
                    depth += 1
                elif s[j] == '}':
                    depth -= 1
                j += 1
            if depth:
                raise ValueError("expected '}' before end of string")
            yield (literal,) + _split_field(s[i + 1:j - 1])
            literal = ''
            i = j
        if literal:
            yield literal, None, None, None

    def get_value(self, key, args, kwargs):
        if isinstance(key, int):
            return args[key]
        return kwargs[key]

    def check_unused_args(self, used_args, args, kwargs):
        pass

    def format_field(self, value, format_spec):
        return format(value, format_spec)

    def convert_field(self, value, conversion):
        if conversion is None:
            return value
        if conversion == 's':
            return str(value)
        if conversion == 'r':
            return repr(value)
        if conversion == 'a':
            return ascii(value)
        raise ValueError("Unknown conversion specifier {0!s}".format(conversion))

    def get_field(self, field_name, args, kwargs, _split_name=_split_name):
        first, rest = _split_name(field_name)
        obj = self.get_value(first, args, kwargs)
        for is_attr, key in rest:
            obj = getattr(obj, key) if is_attr else obj[key]
        return obj, first


# The helpers are captured as default arguments (unreadable) and kept out of the module.
del _split_field, _split_name
