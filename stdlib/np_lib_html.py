# html: escape and unescape, written for Nearly from the documented behaviour (HTML 5's rules for
# character references) and black-box comparison with CPython 3.11. unescape's tables are the
# private module _html_entities (stdlib/np_lib_html_entities.py, generated from CPython by
# stdlib/tools/gen_html_entities.py), imported on the first unescape of a str holding '&'.
# Not provided: html.entities, html.parser.
import re as _re

__all__ = ["escape", "unescape"]

_ESCAPES = (("&", "&amp;"), ("<", "&lt;"), (">", "&gt;"))
_QUOTE_ESCAPES = (('"', "&quot;"), ("'", "&#x27;"))


def escape(s, quote=True):
    """Replace '&', '<' and '>' (and, when quote is true, both quote characters) by HTML-safe
    character references."""
    for plain, ref in _ESCAPES:
        s = s.replace(plain, ref)
    if quote:
        for plain, ref in _QUOTE_ESCAPES:
            s = s.replace(plain, ref)
    return s


# One reference: '&#' and hex (group 1) or decimal (group 2) digits, or '&' and up to 32 name
# characters (group 3); an optional ';' follows either (group 4).
_reference = _re.compile(r'&(?:#(?:[xX]([0-9a-fA-F]+)|([0-9]+))|([^\t\n\f <&#;]{1,32}))(;?)')
_tables = None


def _code_point(number):
    # The text HTML 5 gives a numeric reference: its replacement for a few code points, U+FFFD for
    # surrogates and numbers past Unicode, nothing for the other invalid code points.
    fixed = _tables.invalid_charrefs.get(number)
    if fixed is not None:
        return fixed
    if number > 0x10FFFF or 0xD800 <= number <= 0xDFFF:
        return '\ufffd'
    if number in _tables.invalid_codepoints:
        return ''
    return chr(number)


def _named(name):
    # A named reference: the whole name if known, else its longest known prefix of two or more
    # characters (one of the legacy names that need no ';') followed by the rest as text.
    names = _tables.html5
    text = names.get(name)
    if text is not None:
        return text
    cut = len(name) - 1
    while cut >= 2:
        text = names.get(name[:cut])
        if text is not None:
            return text + name[cut:]
        cut -= 1
    return '&' + name


def _resolve(m):
    # The replacement of one _reference match.
    hexa, deci, name, semi = m.groups()
    if name is not None:
        return _named(name + semi)
    return _code_point(int(hexa, 16) if hexa is not None else int(deci))


def unescape(s):
    """Replace every named and numeric character reference in s (such as &gt;, &#62;, &#x3e;) by
    the character it stands for, following HTML 5's rules for invalid and unterminated ones."""
    global _tables
    if '&' not in s:
        return s
    if _tables is None:
        import _html_entities
        _tables = _html_entities
    return _reference.sub(_resolve, s)
