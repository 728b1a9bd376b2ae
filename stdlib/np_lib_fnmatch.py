# fnmatch: CPython 3.11's shell-style wildcard matching: fnmatch (case as the host's normcase:
# POSIX, so case-sensitive), fnmatchcase, filter and translate, with the same regular expressions
# (translate's text is CPython's). Patterns are compiled through re and cached (up to 32768, as
# CPython's lru_cache); bytes patterns and names are matched as their Latin-1 text.

import re

__all__ = ["filter", "fnmatch", "fnmatchcase", "translate"]

_cache = {}
_STAR = object()


def _compile_pattern(pat):
    match = _cache.get((type(pat), pat))
    if match is None:
        if isinstance(pat, bytes):
            text_match = re.compile(translate(str(pat, 'ISO-8859-1'))).match

            def match(name):
                if not isinstance(name, (bytes, bytearray)):
                    raise TypeError('cannot use a bytes pattern on a string-like object')
                return text_match(str(name, 'ISO-8859-1'))
        else:
            match = re.compile(translate(pat)).match
        if len(_cache) >= 32768:
            _cache.clear()
        _cache[(type(pat), pat)] = match
    return match


def fnmatch(name, pat):
    return fnmatchcase(name, pat)


def fnmatchcase(name, pat):
    return _compile_pattern(pat)(name) is not None


def filter(names, pat):
    match = _compile_pattern(pat)
    return [name for name in names if match(name)]


def _bracket(pat, i, j):
    # The regex class for the bracket expression pat[i:j] (after '[', before ']').
    stuff = pat[i:j]
    if '-' not in stuff:
        stuff = stuff.replace('\\', r'\\')
    else:
        chunks = []
        k = i + 2 if pat[i] == '!' else i + 1
        while True:
            k = pat.find('-', k, j)
            if k < 0:
                break
            chunks.append(pat[i:k])
            i = k + 1
            k = k + 3
        chunk = pat[i:j]
        if chunk:
            chunks.append(chunk)
        else:
            chunks[-1] += '-'
        # Drop empty ranges (a-b with a > b), invalid in a regex.
        for k in range(len(chunks) - 1, 0, -1):
            if chunks[k - 1][-1] > chunks[k][0]:
                chunks[k - 1] = chunks[k - 1][:-1] + chunks[k][1:]
                del chunks[k]
        stuff = '-'.join(s.replace('\\', r'\\').replace('-', r'\-') for s in chunks)
    stuff = re.sub(r'([&~|])', r'\\\1', stuff)
    if not stuff:
        return '(?!)'
    if stuff == '!':
        return '.'
    if stuff[0] == '!':
        stuff = '^' + stuff[1:]
    elif stuff[0] in ('^', '['):
        stuff = '\\' + stuff
    return '[' + stuff + ']'


def translate(pat):
    # First the pieces: _STAR for a run of '*', a regex for each other character or class.
    parts = []
    i, n = 0, len(pat)
    while i < n:
        c = pat[i]
        i += 1
        if c == '*':
            if not parts or parts[-1] is not _STAR:
                parts.append(_STAR)
        elif c == '?':
            parts.append('.')
        elif c == '[':
            j = i
            if j < n and pat[j] == '!':
                j += 1
            if j < n and pat[j] == ']':
                j += 1
            while j < n and pat[j] != ']':
                j += 1
            if j >= n:
                parts.append('\\[')
            else:
                parts.append(_bracket(pat, i, j))
                i = j + 1
        else:
            parts.append(re.escape(c))
    # Then the stars: '.*' at the end; before a fixed part an atomic group, so a failed match
    # does not backtrack into the star (CPython's linear-time form).
    res = []
    i, n = 0, len(parts)
    while i < n and parts[i] is not _STAR:
        res.append(parts[i])
        i += 1
    while i < n:
        i += 1
        if i == n:
            res.append('.*')
            break
        fixed = []
        while i < n and parts[i] is not _STAR:
            fixed.append(parts[i])
            i += 1
        fixed = ''.join(fixed)
        if i == n:
            res.append('.*')
            res.append(fixed)
        else:
            res.append('(?>.*?%s)' % fixed)
    return '(?s:%s)\\Z' % ''.join(res)
