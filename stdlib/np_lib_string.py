# string: the character-class constants, capwords, Template ($name, ${name}, $$ and
# subclassable delimiter/idpattern/braceidpattern/flags/pattern) and Formatter (str.format's
# mini-language with overridable hooks), written for Nearly from the module's documentation and
# black-box comparison with CPython 3.11 (the same results, parse tuples and error messages).
# Template.flags is None here, meaning re.IGNORECASE, so that importing string needs no re.

whitespace = ' \t\n\r\x0b\x0c'
ascii_lowercase = 'abcdefghijklmnopqrstuvwxyz'
ascii_uppercase = ascii_lowercase.upper()
ascii_letters = ascii_lowercase + ascii_uppercase
digits = '0123456789'
hexdigits = '0123456789abcdefABCDEF'
octdigits = digits[:8]
punctuation = ''.join([chr(c) for c in range(33, 127) if not chr(c).isalnum()])
printable = digits + ascii_letters + punctuation + whitespace


def capwords(s, sep=None):
    """Split s on sep (runs of whitespace by default), capitalize each word and join the words
    with sep (a single space by default)."""
    return (' ' if sep is None else sep).join([w.capitalize() for w in s.split(sep)])


_NO_MAPPING = {}
_template_regexes = {}
# The default idpattern, whose scoped (?a:...) PCRE2 does not take: the ASCII class is spelled out.
_DEFAULT_ID = r'(?a:[_a-z][_a-z0-9]*)'
_DEFAULT_ID_PCRE = '[_a-zA-Z][_a-zA-Z0-9]*'


def _template_regex(cls):
    # The compiled placeholder regex of a Template class, built once per class from its pattern
    # or from delimiter, idpattern and braceidpattern; groups escaped, named, braced, invalid.
    found = _template_regexes.get(cls)
    if found is not None:
        return found
    import re
    flags = re.IGNORECASE if cls.flags is None else cls.flags
    custom = getattr(cls, 'pattern', None)
    if custom is None:
        lead = re.escape(cls.delimiter)
        ident = cls.idpattern
        if ident == _DEFAULT_ID:
            ident = _DEFAULT_ID_PCRE
        braced = cls.braceidpattern or ident
        found = re.compile('%s(?:(?P<escaped>%s)|(?P<named>%s)|{(?P<braced>%s)}|(?P<invalid>))'
                           % (lead, lead, ident, braced), flags | re.VERBOSE)
    elif isinstance(custom, str):
        found = re.compile(custom, flags | re.VERBOSE)
    else:
        found = custom
    _template_regexes[cls] = found
    return found


def _unrecognized(regex):
    # A match with none of the four expected groups: the class's own pattern is malformed.
    return ValueError('Unrecognized named group in pattern', regex)


class Template:
    """A string with $-placeholders, filled in by substitute and safe_substitute."""
    delimiter = '$'
    idpattern = _DEFAULT_ID
    braceidpattern = None
    flags = None

    def __init__(self, template):
        self.template = template

    def _where(self, match):
        # The ValueError for an invalid placeholder: the line and the column of the delimiter's
    # last character, both counted from 1.
        upto = self.template[:match.start('invalid')].splitlines(True) or ['?']
        return ValueError('Invalid placeholder in string: line %d, col %d'
                          % (len(upto), len(upto[-1])))

    def _fill(self, mapping, kws, strict):
        # The template with each placeholder replaced from kws, then mapping; a missing name
        # raises KeyError (strict) or stays as written, and an invalid placeholder raises
        # ValueError (strict) or stays.
        regex = _template_regex(type(self))

        def lookup(name):
            if kws and name in kws:
                return kws[name]
            return (kws if mapping is _NO_MAPPING else mapping)[name]

        def replace(match):
            name = match.group('named')
            if name is None:
                name = match.group('braced')
            if name is not None:
                if strict:
                    return str(lookup(name))
                try:
                    return '%s' % (lookup(name),)
                except KeyError:
                    return match.group()
            if match.group('escaped') is not None:
                return self.delimiter
            if match.group('invalid') is None:
                raise _unrecognized(regex)
            if strict:
                raise self._where(match)
            return match.group()

        return regex.sub(replace, self.template)

    def substitute(self, mapping=_NO_MAPPING, /, **kws):
        """Fill every placeholder; KeyError for a missing name, ValueError for a bad placeholder."""
        return self._fill(mapping, kws, True)

    def safe_substitute(self, mapping=_NO_MAPPING, /, **kws):
        """Fill the placeholders that have values and leave the others as written."""
        return self._fill(mapping, kws, False)

    def get_identifiers(self):
        """The valid placeholder names, in order of first appearance."""
        regex = _template_regex(type(self))
        names = []
        for match in regex.finditer(self.template):
            name = match.group('named') or match.group('braced')
            if name is not None:
                if name not in names:
                    names.append(name)
            elif match.group('invalid') is None and match.group('escaped') is None:
                raise _unrecognized(regex)
        return names

    def is_valid(self):
        """False when the template holds an invalid placeholder."""
        regex = _template_regex(type(self))
        for match in regex.finditer(self.template):
            if match.group('invalid') is not None:
                return False
            if (match.group('named') is None and match.group('braced') is None and
                    match.group('escaped') is None):
                raise _unrecognized(regex)
        return True


def _index_or_name(text):
    # A field name or [key] part: an int when it is all decimal digits, else the text itself.
    if text and text.isdecimal():
        return int(text)
    return text


def _name_parts(rest):
    # Yields (is_attribute, key) for each '.name' and '[key]' after a field's first part,
    # lazily, so that an earlier lookup fails before a later syntax error is seen.
    pos = 0
    size = len(rest)
    while pos < size:
        kind = rest[pos]
        if kind == '.':
            stop = pos + 1
            while stop < size and rest[stop] not in '.[':
                stop += 1
            if stop == pos + 1:
                raise ValueError("Empty attribute in format string")
            yield True, rest[pos + 1:stop]
            pos = stop
        else:
            stop = rest.find(']', pos + 1)
            if stop < 0:
                raise ValueError("Missing ']' in format string")
            if stop == pos + 1:
                raise ValueError("Empty attribute in format string")
            yield False, _index_or_name(rest[pos + 1:stop])
            pos = stop + 1
            if pos < size and rest[pos] not in '.[':
                raise ValueError("Only '.' or '[' may follow ']' in format field specifier")


def _split_field_name(name):
    # (first part as int or str, iterator over the '.'/'[' parts after it).
    cut = 0
    while cut < len(name) and name[cut] not in '.[':
        cut += 1
    return _index_or_name(name[:cut]), _name_parts(name[cut:])


def _parse_field(s, pos):
    # Parses the replacement field whose text starts at s[pos] (just after its '{'). Returns
    # (field name, conversion or None, format spec, index just past the closing '}').
    size = len(s)
    start = pos
    while pos < size:
        ch = s[pos]
        if ch == '[':
            close = s.find(']', pos + 1)
            pos = size if close < 0 else close + 1
            continue
        if ch == '{':
            raise ValueError("unexpected '{' in field name")
        if ch in '}:!':
            break
        pos += 1
    if pos >= size:
        raise ValueError("expected '}' before end of string")
    name = s[start:pos]
    conversion = None
    if s[pos] == '!':
        if pos + 1 >= size:
            raise ValueError("end of string while looking for conversion specifier")
        conversion = s[pos + 1]
        pos += 2
        if pos < size and s[pos] not in ':}':
            raise ValueError("expected ':' after conversion specifier")
    if pos < size and s[pos] == '}':
        return name, conversion, '', pos + 1
    # A format spec: up to the '}' that balances the field's '{', nested fields included.
    pos += 1
    start = pos
    depth = 1
    while pos < size:
        ch = s[pos]
        if ch == '{':
            depth += 1
        elif ch == '}':
            depth -= 1
            if depth == 0:
                return name, conversion, s[start:pos], pos + 1
        pos += 1
    raise ValueError("unmatched '{' in format spec")


def _mixed_numbering():
    # The error for automatic and manual field numbers in one format string.
    return ValueError('cannot switch from manual field specification to automatic field '
                      'numbering')


class Formatter:
    """str.format's formatting, with each step a method a subclass can override."""

    def format(self, format_string, /, *args, **kwargs):
        return self.vformat(format_string, args, kwargs)

    def vformat(self, format_string, args, kwargs):
        used = set()
        text, _ = self._render(format_string, args, kwargs, used, 2, 0)
        self.check_unused_args(used, args, kwargs)
        return text

    def _render(self, format_string, args, kwargs, used, depth, auto):
        # Formats one level of format_string; the fields' format specs are rendered one level
        # deeper. auto is the next automatic field number, or False once a field was numbered
        # by hand. Returns (text, auto).
        if depth < 0:
            raise ValueError('Max string recursion exceeded')
        out = []
        for literal, name, spec, conversion in self.parse(format_string):
            if literal:
                out.append(literal)
            if name is None:
                continue
            # Mixing '{}' and '{0}' either way gets CPython's one message.
            if name == '':
                if auto is False:
                    raise _mixed_numbering()
                name = str(auto)
                auto += 1
            elif name.isdigit():
                if auto:
                    raise _mixed_numbering()
                auto = False
            value, key = self.get_field(name, args, kwargs)
            used.add(key)
            value = self.convert_field(value, conversion)
            spec, auto = self._render(spec, args, kwargs, used, depth - 1, auto)
            out.append(self.format_field(value, spec))
        return ''.join(out), auto

    def parse(self, format_string):
        """Yields (literal_text, field_name, format_spec, conversion) for each piece of
        format_string; field_name is None after a literal with no field."""
        s = format_string
        size = len(s)
        pos = 0
        while pos < size:
            brace = pos
            while brace < size and s[brace] not in '{}':
                brace += 1
            if brace == size:
                yield s[pos:], None, None, None
                return
            ch = s[brace]
            if brace + 1 < size and s[brace + 1] == ch:
                yield s[pos:brace + 1], None, None, None
                pos = brace + 2
                continue
            if ch == '}':
                raise ValueError("Single '}' encountered in format string")
            if brace + 1 == size:
                raise ValueError("Single '{' encountered in format string")
            name, conversion, spec, after = _parse_field(s, brace + 1)
            yield s[pos:brace], name, spec, conversion
            pos = after

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

    def get_field(self, field_name, args, kwargs):
        """(the object field_name names, the key of args/kwargs it was found under)."""
        first, rest = _split_field_name(field_name)
        value = self.get_value(first, args, kwargs)
        for is_attribute, key in rest:
            value = getattr(value, key) if is_attribute else value[key]
        return value, first
