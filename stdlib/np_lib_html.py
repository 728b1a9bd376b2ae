# html: escape(s, quote=True) and unescape(s) as CPython 3.11. escape replaces &, <, > and, with
# quote, " and ' by &amp; &lt; &gt; &quot; &#x27; (the errors of calling str.replace on a
# non-str). unescape replaces the named references of HTML5 (the longest name that matches, with
# or without ';'), and the decimal and hex numeric ones with the standard's substitutions for
# invalid code points; its tables are the private module _html_entities
# (stdlib/np_lib_html_entities.py, generated from CPython by stdlib/tools/gen_html_entities.py),
# imported on the first unescape of a str holding '&'. Not provided: html.entities, html.parser.

import re as _re

__all__ = ["escape", "unescape"]


def escape(s, quote=True):
    s = s.replace("&", "&amp;")
    s = s.replace("<", "&lt;")
    s = s.replace(">", "&gt;")
    if quote:
        s = s.replace('"', "&quot;")
        s = s.replace("'", "&#x27;")
    return s


_charref = _re.compile(r'&(#[0-9]+;?'
                       r'|#[xX][0-9a-fA-F]+;?'
                       r'|[^\t\n\f <&#;]{1,32};?)')


def _replace_charref(match):
    # The text of one reference (the part after '&').
    import _html_entities as tables
    s = match.group(1)
    if s[0] == '#':
        if s[1] in 'xX':
            num = int(s[2:].rstrip(';'), 16)
        else:
            num = int(s[1:].rstrip(';'))
        if num in tables.invalid_charrefs:
            return tables.invalid_charrefs[num]
        if 0xD800 <= num <= 0xDFFF or num > 0x10FFFF:
            return '\uFFFD'
        if num in tables.invalid_codepoints:
            return ''
        return chr(num)
    html5 = tables.html5
    if s in html5:
        return html5[s]
    # The longest name that matches (the standard accepts some without ';').
    for x in range(len(s) - 1, 1, -1):
        if s[:x] in html5:
            return html5[s[:x]] + s[x:]
    return '&' + s


def unescape(s):
    if '&' not in s:
        return s
    return _charref.sub(_replace_charref, s)
