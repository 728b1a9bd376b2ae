# fnmatch: shell-style wildcard matching (fnmatch, case as the host's normcase: POSIX, so
# case-sensitive; fnmatchcase, filter and translate), written for Nearly from the module's
# documentation and black-box comparison with CPython 3.11: translate returns the same regular
# expression text as CPython's. Compiled patterns are cached (up to 32768, as CPython's
# lru_cache); bytes patterns and names are matched as their Latin-1 text.
#
# translate: '*' (a run of them) matches anything, '?' one character, '[...]' a character class
# ('!' negates it, a leading ']' is literal, 'a-z' ranges; an unclosed '[' is a literal '[').
# The text between two stars becomes an atomic lazy group, so a pattern with many stars cannot
# backtrack exponentially.

import re

__all__ = ["filter", "fnmatch", "fnmatchcase", "translate"]

_matchers = {}
_MAX_MATCHERS = 32768


def _matcher(pat):
    # The cached match function of a pattern (str, or bytes read as Latin-1).
    key = (type(pat), pat)
    found = _matchers.get(key)
    if found is not None:
        return found
    if isinstance(pat, bytes):
        latin_match = re.compile(translate(str(pat, 'ISO-8859-1'))).match

        def found(name):
            if not isinstance(name, (bytes, bytearray)):
                raise TypeError('cannot use a bytes pattern on a string-like object')
            return latin_match(str(name, 'ISO-8859-1'))
    else:
        found = re.compile(translate(pat)).match
    if len(_matchers) >= _MAX_MATCHERS:
        _matchers.clear()
    _matchers[key] = found
    return found


def fnmatch(name, pat):
    """True when name matches the shell pattern pat (case-sensitive on POSIX)."""
    return fnmatchcase(name, pat)


def fnmatchcase(name, pat):
    """True when name matches the shell pattern pat, case-sensitively."""
    return _matcher(pat)(name) is not None


def filter(names, pat):
    """The names that match pat, in their order."""
    match = _matcher(pat)
    return [name for name in names if match(name)]


def _range_chunks(body, negated):
    # Cuts a class body at the hyphens that form ranges: a hyphen is a range separator unless it
    # is the body's first character (after '!') or directly follows a range's end. Consecutive
    # chunks are joined by a range (last char of one to first char of the next). A trailing
    # hyphen is literal.
    chunks = []
    start = 0
    look = 2 if negated else 1
    while True:
        dash = body.find('-', look)
        if dash < 0:
            break
        chunks.append(body[start:dash])
        start = dash + 1
        look = dash + 3
    if start < len(body):
        chunks.append(body[start:])
    else:
        chunks[-1] += '-'
    return chunks


def _class_body(body, negated):
    # The regex text of a class body (still starting with '!' when negated): empty ranges dropped,
    # backslashes and literal hyphens escaped, and the set operators &&, ~~, || kept literal.
    if '-' not in body:
        text = body.replace('\\', '\\\\')
    else:
        chunks = _range_chunks(body, negated)
        k = len(chunks) - 1
        while k > 0:
            if chunks[k - 1][-1] > chunks[k][0]:
                # An empty range such as z-a: drop its two ends, join what surrounds them.
                chunks[k - 1] = chunks[k - 1][:-1] + chunks[k][1:]
                del chunks[k]
            k -= 1
        text = '-'.join([c.replace('\\', '\\\\').replace('-', '\\-') for c in chunks])
    out = []
    for ch in text:
        out.append('\\' + ch if ch in '&~|' else ch)
    return ''.join(out)


def _character_class(pat, start):
    # The regex for the class whose '[' is at pat[start - 1], and the index after its ']'; or
    # (None, start) when it is not closed.
    end = start
    if end < len(pat) and pat[end] == '!':
        end += 1
    if end < len(pat) and pat[end] == ']':
        end += 1
    end = pat.find(']', end)
    if end < 0:
        return None, start
    body = _class_body(pat[start:end], pat[start:start + 1] == '!')
    if not body:
        return '(?!)', end + 1
    if body == '!':
        return '.', end + 1
    if body[0] == '!':
        body = '^' + body[1:]
    elif body[0] in '^[':
        body = '\\' + body
    return '[' + body + ']', end + 1


def translate(pat):
    """The regular expression (as text) that matches what the shell pattern pat matches."""
    # Fixed pieces between the stars: segments[0] before the first star, and so on.
    segments = [[]]
    after_star = False
    pos = 0
    size = len(pat)
    while pos < size:
        ch = pat[pos]
        pos += 1
        if ch == '*':
            if not after_star:
                segments.append([])
            after_star = True
            continue
        after_star = False
        if ch == '?':
            segments[-1].append('.')
        elif ch == '[':
            regex, pos = _character_class(pat, pos)
            segments[-1].append('\\[' if regex is None else regex)
        else:
            segments[-1].append(re.escape(ch))
    texts = [''.join(seg) for seg in segments]
    if len(texts) == 1:
        body = texts[0]
    else:
        middle = ['(?>.*?' + t + ')' for t in texts[1:-1]]
        body = texts[0] + ''.join(middle) + '.*' + texts[-1]
    return '(?s:' + body + ')\\Z'
