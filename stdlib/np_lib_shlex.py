# shlex: CPython 3.11's lexer for shell-like syntax. split(s, comments=False, posix=True),
# quote(s), join(words) and the shlex class (get_token, push_token, read_token, iteration,
# error_leader, whitespace_split, punctuation_chars, posix and non-posix modes) tokenize as
# CPython's state machine does, with the same ValueErrors ("No closing quotation", "No escaped
# character"). Not provided: the `source` inclusion of other files (sourcehook, push_source,
# pop_source would read the host's files; setting `source` raises RuntimeError) and reading
# sys.stdin when no stream is given (a Nearly program has no input).

import io
import re
from collections import deque

__all__ = ["shlex", "split", "quote", "join"]

_ASCII_WORD = 'abcdfeghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_'
_LATIN1_WORD = ('ßàáâãäåæçèéêëìíîïðñòóôõöøùúûüýþÿ'
                'ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞ')


class shlex:
    # A lexer over a str or a stream with read(1)/readline(). [state] is ' ' between tokens,
    # 'a' inside a word, 'c' inside a run of punctuation, a quote or escape character inside
    # one, and None at the end of input.

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
        self.wordchars = _ASCII_WORD + (_LATIN1_WORD if posix else '')
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
        if not punctuation_chars:
            punctuation_chars = ''
        elif punctuation_chars is True:
            punctuation_chars = '();<>|&'
        self._punctuation_chars = punctuation_chars
        if punctuation_chars:
            self._pushback_chars = deque()
            self.wordchars += '~-./*?='
            self.wordchars = ''.join(c for c in self.wordchars if c not in punctuation_chars)
        else:
            self._pushback_chars = None

    @property
    def punctuation_chars(self):
        return self._punctuation_chars

    def push_token(self, tok):
        self.pushback.appendleft(tok)

    def get_token(self):
        if self.pushback:
            return self.pushback.popleft()
        if self.source is not None:
            raise RuntimeError('shlex source inclusion reads files, which Nearly does not allow')
        return self.read_token()

    def _next_char(self):
        if self._pushback_chars:
            return self._pushback_chars.pop()
        return self.instream.read(1)

    def _skip_comment(self):
        self.instream.readline()
        self.lineno += 1

    def read_token(self):
        quoted = False
        escapedstate = ' '
        while True:
            nextchar = self._next_char()
            if nextchar == '\n':
                self.lineno += 1
            state = self.state
            if state is None:
                self.token = ''
                break
            if state == ' ':
                if not nextchar:
                    self.state = None
                    break
                if nextchar in self.whitespace:
                    if self.token or (self.posix and quoted):
                        break
                elif nextchar in self.commenters:
                    self._skip_comment()
                elif self.posix and nextchar in self.escape:
                    escapedstate = 'a'
                    self.state = nextchar
                elif nextchar in self.wordchars:
                    self.token = nextchar
                    self.state = 'a'
                elif nextchar in self._punctuation_chars:
                    self.token = nextchar
                    self.state = 'c'
                elif nextchar in self.quotes:
                    if not self.posix:
                        self.token = nextchar
                    self.state = nextchar
                elif self.whitespace_split:
                    self.token = nextchar
                    self.state = 'a'
                else:
                    self.token = nextchar
                    if self.token or (self.posix and quoted):
                        break
            elif state in self.quotes:
                quoted = True
                if not nextchar:
                    raise ValueError("No closing quotation")
                if nextchar == state:
                    if not self.posix:
                        self.token += nextchar
                        self.state = ' '
                        break
                    self.state = 'a'
                elif self.posix and nextchar in self.escape and state in self.escapedquotes:
                    escapedstate = state
                    self.state = nextchar
                else:
                    self.token += nextchar
            elif state in self.escape:
                if not nextchar:
                    raise ValueError("No escaped character")
                # Inside quotes only the quote itself or the escape character is escaped.
                if escapedstate in self.quotes and nextchar != state and nextchar != escapedstate:
                    self.token += state
                self.token += nextchar
                self.state = escapedstate
            elif state == 'a' or state == 'c':
                if not nextchar:
                    self.state = None
                    break
                if nextchar in self.whitespace:
                    self.state = ' '
                    if self.token or (self.posix and quoted):
                        break
                elif nextchar in self.commenters:
                    self._skip_comment()
                    if self.posix:
                        self.state = ' '
                        if self.token or (self.posix and quoted):
                            break
                elif state == 'c':
                    if nextchar in self._punctuation_chars:
                        self.token += nextchar
                    else:
                        if nextchar not in self.whitespace:
                            self._pushback_chars.append(nextchar)
                        self.state = ' '
                        break
                elif self.posix and nextchar in self.quotes:
                    self.state = nextchar
                elif self.posix and nextchar in self.escape:
                    escapedstate = 'a'
                    self.state = nextchar
                elif (nextchar in self.wordchars or nextchar in self.quotes
                      or (self.whitespace_split and nextchar not in self._punctuation_chars)):
                    self.token += nextchar
                else:
                    if self._punctuation_chars:
                        self._pushback_chars.append(nextchar)
                    else:
                        self.pushback.appendleft(nextchar)
                    self.state = ' '
                    if self.token or (self.posix and quoted):
                        break
        result = self.token
        self.token = ''
        if self.posix and not quoted and result == '':
            result = None
        return result

    def error_leader(self, infile=None, lineno=None):
        if infile is None:
            infile = self.infile
        if lineno is None:
            lineno = self.lineno
        return '"%s", line %d: ' % (infile, lineno)

    def __iter__(self):
        return self

    def __next__(self):
        token = self.get_token()
        if token == self.eof:
            raise StopIteration
        return token


def split(s, comments=False, posix=True):
    if s is None:
        raise ValueError("s argument must not be None")
    lex = shlex(s, posix=posix)
    lex.whitespace_split = True
    if not comments:
        lex.commenters = ''
    return list(lex)


_find_unsafe = re.compile(r'[^\w@%+=:,./-]', re.ASCII).search


def quote(s):
    if not s:
        return "''"
    if _find_unsafe(s) is None:
        return s
    return "'" + s.replace("'", "'\"'\"'") + "'"


def join(split_command):
    return ' '.join(quote(arg) for arg in split_command)
