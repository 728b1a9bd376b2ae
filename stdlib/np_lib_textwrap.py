# textwrap: wrap, fill, shorten, dedent, indent and TextWrapper, written for Nearly from the
# module's documented behaviour and black-box comparison with CPython 3.11 (the line breaks, the
# max_lines placeholder rules and the error messages are the same; tests/lang/textwrap_random.py
# checks them over random texts and options).
#
# Text becomes a list of chunks: runs of the six ASCII whitespace characters and the words between
# them. With break_on_hyphens a word is cut further, after a hyphen that joins two letters on each
# side ("well-" "known") and around a dash run of two or more between a word and a word character
# ("wait" "--" "what"). Lines are then filled greedily with whole chunks; a chunk longer than a
# whole line is cut (at its last fitting hyphen when allowed).
import re

_BLANKS = '\t\n\x0b\x0c\r '
_TO_SPACE = {ord(c): ' ' for c in _BLANKS}
_split_blank_runs = re.compile('([\t\n\x0b\x0c\r ]+)').split


def _letter(c):
    # A "letter" for hyphenation: a word character that is not a decimal digit.
    return (c.isalnum() or c == '_') and not c.isdecimal()


def _wordish(c):
    # Characters after which a dash run counts as an em-dash: word characters and some punctuation.
    return c.isalnum() or c in '_!"\'&.,?'


def _dash_run_end(word, k):
    # The index just past a run of two or more '-' at word[k] that follows a _wordish character and
    # is followed by a word character (an em-dash), or 0 when there is none.
    if k == 0 or not _wordish(word[k - 1]):
        return 0
    end = k
    size = len(word)
    while end < size and word[end] == '-':
        end += 1
    if end - k >= 2 and end < size and (word[end].isalnum() or word[end] == '_'):
        return end
    return 0


def _soft_hyphen(word, k):
    # True when the '-' at word[k] may end a line: it follows two letters (or letter-hyphen-letter)
    # and is followed by two letters, optionally joined by one more hyphen.
    if k < 2 or not _letter(word[k - 1]):
        return False
    if not _letter(word[k - 2]) and not (word[k - 2] == '-' and k >= 3 and _letter(word[k - 3])):
        return False
    size = len(word)
    if k + 2 >= size or not _letter(word[k + 1]):
        return False
    nxt = word[k + 2]
    return _letter(nxt) or (nxt == '-' and k + 3 < size and _letter(word[k + 3]))


def _cut_hyphenated(word, out):
    # Appends to out the pieces a word containing '-' breaks into when break_on_hyphens is set.
    start = 0
    size = len(word)
    while start < size:
        end = _dash_run_end(word, start)
        if end:
            out.append(word[start:end])
            start = end
            continue
        k = word.find('-', start + 1)
        while k >= 0:
            if _soft_hyphen(word, k):
                out.append(word[start:k + 1])
                start = k + 1
                break
            if _dash_run_end(word, k):
                out.append(word[start:k])
                start = k
                break
            k = word.find('-', k + 1)
        if k < 0:
            out.append(word[start:])
            return


def _ends_sentence(chunk):
    # True for a chunk ending in a lowercase ASCII letter, then '.', '!' or '?', then at most one
    # quote: fix_sentence_endings puts two spaces after it.
    if chunk[-1:] in ('"', "'"):
        chunk = chunk[:-1]
    return len(chunk) >= 2 and chunk[-1] in '.!?' and 'a' <= chunk[-2] <= 'z'


# CPython's TextWrapper runs its steps through private methods that subclasses sometimes override.
# This wrapper is built from other steps, so a subclass overriding one of those names is refused
# with a clear error rather than silently ignored.
_CPYTHON_STEPS = ('_munge_whitespace', '_split', '_split_chunks', '_fix_sentence_endings',
                  '_handle_long_word', '_wrap_chunks')


def _refuse_overridden_steps(wrapper):
    for name in _CPYTHON_STEPS:
        if hasattr(wrapper, name):
            raise NotImplementedError(
                "textwrap.TextWrapper.%s cannot be overridden in Nearly (%s defines it)"
                % (name, type(wrapper).__name__))


class TextWrapper:
    # The options are plain attributes, read on every wrap() call, so they can be changed between
    # calls as with CPython.
    def __init__(self, width=70, initial_indent="", subsequent_indent="", expand_tabs=True,
                 replace_whitespace=True, fix_sentence_endings=False, break_long_words=True,
                 drop_whitespace=True, break_on_hyphens=True, tabsize=8, *, max_lines=None,
                 placeholder=' [...]'):
        self.width = width
        self.initial_indent = initial_indent
        self.subsequent_indent = subsequent_indent
        self.expand_tabs = expand_tabs
        self.replace_whitespace = replace_whitespace
        self.fix_sentence_endings = fix_sentence_endings
        self.break_long_words = break_long_words
        self.drop_whitespace = drop_whitespace
        self.break_on_hyphens = break_on_hyphens
        self.tabsize = tabsize
        self.max_lines = max_lines
        self.placeholder = placeholder

    def _chunks(self, text):
        # The text with tabs expanded and whitespace made spaces (as configured), as chunks.
        if self.expand_tabs:
            text = text.expandtabs(self.tabsize)
        if self.replace_whitespace:
            text = text.translate(_TO_SPACE)
        parts = _split_blank_runs(text)
        if not self.break_on_hyphens:
            return [p for p in parts if p]
        chunks = []
        for i, part in enumerate(parts):
            if i % 2 or '-' not in part:
                if part:
                    chunks.append(part)
            else:
                _cut_hyphenated(part, chunks)
        return chunks

    def _cut_long(self, chunks, pos, line, used, room):
        # Called when chunks[pos] is longer than a line's room: puts what fits of it on line (cut
        # after its last fitting hyphen if allowed) and leaves the rest in chunks[pos]; without
        # break_long_words the whole chunk goes on an empty line. Returns the next chunk index.
        space = room - used if room >= 1 else 1
        word = chunks[pos]
        if self.break_long_words:
            cut = space
            if self.break_on_hyphens and len(word) > space:
                h = word.rfind('-', 0, space)
                if h > 0 and word[:h].strip('-'):
                    cut = h + 1
            line.append(word[:cut])
            chunks[pos] = word[cut:]
        elif not line:
            line.append(word)
            pos += 1
        return pos

    def _end_with_placeholder(self, lines, line, used, room, prefix):
        # The last allowed line under max_lines: drop trailing chunks until the placeholder fits
        # after a word; failing that, append it to the previous line or give it a line of its own.
        mark = self.placeholder
        while line:
            if line[-1].strip() and used + len(mark) <= room:
                lines.append(prefix + "".join(line) + mark)
                return
            used -= len(line.pop())
        if lines:
            last = lines[-1].rstrip()
            if len(last) + len(mark) <= self.width:
                lines[-1] = last + mark
                return
        lines.append(prefix + mark.lstrip())

    def _fill_lines(self, chunks):
        # The greedy line filler: each line takes whole chunks while they fit.
        if self.width <= 0:
            raise ValueError("invalid width %r (must be > 0)" % (self.width,))
        limit = self.max_lines
        if limit is not None:
            first = self.subsequent_indent if limit > 1 else self.initial_indent
            if len(first) + len(self.placeholder.lstrip()) > self.width:
                raise ValueError("placeholder too large for max width")
        drop = self.drop_whitespace
        lines = []
        pos = 0
        count = len(chunks)
        while pos < count:
            prefix = self.subsequent_indent if lines else self.initial_indent
            room = self.width - len(prefix)
            if drop and lines and not chunks[pos].strip():
                pos += 1
            line = []
            used = 0
            while pos < count:
                size = len(chunks[pos])
                if used + size > room:
                    break
                used += size
                line.append(chunks[pos])
                pos += 1
            if pos < count and len(chunks[pos]) > room:
                pos = self._cut_long(chunks, pos, line, used, room)
                used = sum([len(c) for c in line])
            if drop and line and not line[-1].strip():
                used -= len(line.pop())
            if not line:
                continue
            if limit is not None and len(lines) + 1 >= limit:
                left = count - pos
                done = left == 0 or (drop and left == 1 and not chunks[-1].strip())
                if not (done and used <= room):
                    self._end_with_placeholder(lines, line, used, room, prefix)
                    return lines
            lines.append(prefix + "".join(line))
        return lines

    def wrap(self, text):
        """Wrap text into a list of lines of at most self.width characters."""
        if type(self) is not TextWrapper:
            _refuse_overridden_steps(self)
        chunks = self._chunks(text)
        if self.fix_sentence_endings:
            for i in range(len(chunks) - 1):
                if chunks[i + 1] == ' ' and _ends_sentence(chunks[i]):
                    chunks[i + 1] = '  '
        return self._fill_lines(chunks)

    def fill(self, text):
        """Wrap text and join the lines with newlines."""
        return "\n".join(self.wrap(text))


def wrap(text, width=70, **kwargs):
    """Wrap a paragraph into lines of at most width characters (see TextWrapper)."""
    return TextWrapper(width=width, **kwargs).wrap(text)


def fill(text, width=70, **kwargs):
    """Wrap a paragraph into one string of newline-separated lines (see TextWrapper)."""
    return TextWrapper(width=width, **kwargs).fill(text)


def shorten(text, width, **kwargs):
    """Collapse whitespace and truncate text to width, ending it with the placeholder if cut."""
    return TextWrapper(width=width, max_lines=1, **kwargs).fill(" ".join(text.split()))


def dedent(text):
    """Remove the longest run of spaces and tabs common to the start of every non-blank line;
    lines of only spaces and tabs become empty."""
    lines = text.split("\n")
    margin = None
    for i, line in enumerate(lines):
        body = line.lstrip(" \t")
        if not body:
            lines[i] = ""
            continue
        lead = line[:len(line) - len(body)]
        if margin is None:
            margin = lead
        elif not lead.startswith(margin):
            j = 0
            while j < len(lead) and lead[j] == margin[j]:
                j += 1
            margin = margin[:j]
    if margin:
        cut = len(margin)
        lines = [line[cut:] for line in lines]
    return "\n".join(lines)


def indent(text, prefix, predicate=None):
    """Put prefix before each line of text for which predicate(line) is true (by default, lines
    that are not only whitespace)."""
    out = []
    for line in text.splitlines(True):
        keep = line.strip() if predicate is None else predicate(line)
        out.append(prefix + line if keep else line)
    return "".join(out)


__all__ = ['TextWrapper', 'wrap', 'fill', 'dedent', 'indent', 'shorten']
