# shlex: a lexer for shell-like syntax, written for Nearly from the module's documentation and
# black-box comparison with CPython 3.11. split(s, comments=False, posix=True), quote(s),
# join(words) and the shlex class (get_token, push_token, read_token, iteration, error_leader,
# whitespace_split, punctuation_chars, posix and non-posix modes) give CPython's tokens and its
# ValueErrors ("No closing quotation", "No escaped character").
# Not provided: the `source` inclusion of other files (sourcehook, push_source and pop_source
# would read the host's files; setting `source` raises RuntimeError) and reading sys.stdin when
# no stream is given (a Nearly program has no input).
#
# The lexer is a character-at-a-time state machine; `state` is ' ' between tokens, 'a' inside a
# word, 'c' inside a run of punctuation characters, the quote character inside a quoted part, the
# escape character right after an escape, and None once the input is exhausted.

import io
import re
from collections import deque

__all__ = ["shlex", "split", "quote", "join"]

# The default wordchars, in the order CPython's shlex.wordchars lists them (posix mode adds the
# Latin-1 letters).
_WORD_ASCII = 'abcdfeghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_'
_WORD_LATIN1 = ''.join([chr(c) for c in range(0xDF, 0x100) if c != 0xF7] +
                       [chr(c) for c in range(0xC0, 0xDF) if c != 0xD7])
_SHELL_PUNCTUATION = '();<>|&'


class shlex:
    # Reads its input one character at a time from instream (a str is wrapped in a StringIO),
    # counting lines as it reads them. Tokens pushed back with push_token come out first;
    # characters a punctuation-mode lexer reads past the end of a token wait in _held.

    def __init__(self, instream=None, infile=None, posix=False, punctuation_chars=False):
        if isinstance(instream, str):
            instream = io.StringIO(instream)
        if instream is None:
            raise RuntimeError('shlex() without a stream would read sys.stdin, '
                               'which a Nearly program does not have')
        self.instream = instream
        self.infile = infile
        self.posix = posix
        self.eof = None if posix else ''
        self.commenters = '#'
        self.wordchars = _WORD_ASCII + (_WORD_LATIN1 if posix else '')
        self.whitespace = ' \t\r\n'
        self.whitespace_split = False
        self.quotes = '\'"'
        self.escape = '\\'
        self.escapedquotes = '"'
        self.state = ' '
        self.pushback = deque()
        self.lineno = 1
        self.debug = 0
        self.token = ''
        self.filestack = deque()
        self.source = None
        if punctuation_chars is True:
            punctuation_chars = _SHELL_PUNCTUATION
        self._punctuation_chars = punctuation_chars or ''
        self._held = None
        if self._punctuation_chars:
            self._held = deque()
            extra = self.wordchars + '~-./*?='
            self.wordchars = ''.join([c for c in extra if c not in self._punctuation_chars])

    @property
    def punctuation_chars(self):
        """The characters that form tokens of their own (read-only, set by the constructor)."""
        return self._punctuation_chars

    def push_token(self, tok):
        """Make tok the next token get_token returns."""
        self.pushback.appendleft(tok)

    def get_token(self):
        """The next token: a pushed-back one if any, else one read from the input."""
        if self.pushback:
            return self.pushback.popleft()
        if self.source is not None:
            raise RuntimeError('shlex source inclusion reads files, which Nearly does not allow')
        return self.read_token()

    def _drop_comment(self):
        # Skip the rest of a comment line.
        self.instream.readline()
        self.lineno += 1

    def _between(self, ch, quoted):
        # State ' ': ch may start a token. Returns True when the token is complete.
        if not ch:
            self.state = None
            return True
        if ch in self.whitespace:
            return bool(self.token) or (self.posix and quoted)
        if ch in self.commenters:
            self._drop_comment()
        elif self.posix and ch in self.escape:
            self._resume = 'a'
            self.state = ch
        elif ch in self.wordchars:
            self.token = ch
            self.state = 'a'
        elif ch in self._punctuation_chars:
            self.token = ch
            self.state = 'c'
        elif ch in self.quotes:
            if not self.posix:
                self.token = ch
            self.state = ch
        elif self.whitespace_split:
            self.token = ch
            self.state = 'a'
        else:
            self.token = ch
            return True
        return False

    def _inside_quotes(self, ch):
        # State is a quote character. Returns True when a non-posix quoted token is complete.
        mark = self.state
        if not ch:
            raise ValueError("No closing quotation")
        if ch == mark:
            if self.posix:
                self.state = 'a'
                return False
            self.token += ch
            self.state = ' '
            return True
        if self.posix and ch in self.escape and mark in self.escapedquotes:
            self._resume = mark
            self.state = ch
        else:
            self.token += ch
        return False

    def _after_escape(self, ch):
        # State is the escape character: ch is taken literally. Inside quotes, an escape that
        # escapes neither the quote nor itself stays in the token.
        if not ch:
            raise ValueError("No escaped character")
        back = self._resume
        if back in self.quotes and ch != self.state and ch != back:
            self.token += self.state
        self.token += ch
        self.state = back
        return False

    def _in_word(self, ch, quoted):
        # States 'a' (a word) and 'c' (punctuation). Returns True when the token is complete.
        if not ch:
            self.state = None
            return True
        posix = self.posix
        if ch in self.whitespace:
            self.state = ' '
            return bool(self.token) or (posix and quoted)
        if ch in self.commenters:
            # A comment ends a posix token; a non-posix token goes on after the comment line.
            self._drop_comment()
            if not posix:
                return False
            self.state = ' '
            return bool(self.token) or quoted
        if self.state == 'c':
            if ch in self._punctuation_chars:
                self.token += ch
                return False
            if ch not in self.whitespace:
                self._held.append(ch)
            self.state = ' '
            return True
        if posix and ch in self.quotes:
            self.state = ch
        elif posix and ch in self.escape:
            self._resume = 'a'
            self.state = ch
        elif (ch in self.wordchars or ch in self.quotes or
              (self.whitespace_split and ch not in self._punctuation_chars)):
            self.token += ch
        else:
            if self._punctuation_chars:
                self._held.append(ch)
            else:
                self.pushback.appendleft(ch)
            self.state = ' '
            return bool(self.token) or (posix and quoted)
        return False

    def read_token(self):
        """Read one token from the input, ignoring pushed-back tokens; at the end of the input it
        returns self.eof ('' or, in posix mode, None)."""
        quoted = False
        self._resume = ' '
        while True:
            state = self.state
            if state is None:
                self.token = ''
                break
            held = self._held
            ch = held.pop() if held else self.instream.read(1)
            if ch == '\n':
                self.lineno += 1
            if state == ' ':
                done = self._between(ch, quoted)
            elif state == 'a' or state == 'c':
                done = self._in_word(ch, quoted)
            elif state in self.quotes:
                quoted = True
                done = self._inside_quotes(ch)
            else:
                done = self._after_escape(ch)
            if done:
                break
        text = self.token
        self.token = ''
        if text == '' and self.posix and not quoted:
            return None
        return text

    def error_leader(self, infile=None, lineno=None):
        """The '"file", line N: ' prefix for an error message about the current position."""
        return '"%s", line %d: ' % (self.infile if infile is None else infile,
                                    self.lineno if lineno is None else lineno)

    def __iter__(self):
        return self

    def __next__(self):
        tok = self.get_token()
        if tok == self.eof:
            raise StopIteration
        return tok


def split(s, comments=False, posix=True):
    """Split s into words as a POSIX shell would (comments are ignored unless comments is true)."""
    if s is None:
        raise ValueError("s argument must not be None")
    lexer = shlex(s, posix=posix)
    lexer.whitespace_split = True
    if not comments:
        lexer.commenters = ''
    return list(lexer)


# The first character a shell would treat specially (anything but ASCII letters, digits and
# _@%+=:,./-); searching a non-str raises re's TypeError, as CPython's quote does.
_needs_quotes = re.compile('[^-a-zA-Z0-9_@%+=:,./]').search


def quote(s):
    """A shell-escaped version of s: s itself when every character is safe, else s in single
    quotes (each single quote in it written as '"'"')."""
    if not s:
        return "''"
    if _needs_quotes(s) is None:
        return s
    return "'" + s.replace("'", "'\"'\"'") + "'"


def join(split_command):
    """The words of split_command quoted and joined with spaces (the inverse of split)."""
    return ' '.join([quote(arg) for arg in split_command])
