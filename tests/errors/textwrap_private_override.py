# CPython's TextWrapper steps (_split, _handle_long_word, ...) are overridable private methods;
# Nearly's wrapper is built differently, so overriding one is a clear error, never a silently
# different wrap. A subclass that only adds public behaviour still works.
# cpython: skip
# expect-exit: 1
# expect-stderr-last: NotImplementedError: textwrap.TextWrapper._split cannot be overridden in Nearly (Slashes defines it)
import textwrap


class Plain(textwrap.TextWrapper):
    def shout(self, text):
        return [line.upper() for line in self.wrap(text)]


print(Plain(width=8).shout("one two three four"))


class Slashes(textwrap.TextWrapper):
    def _split(self, text):
        return text.split('/')


Slashes(width=10).wrap("aaa/bbb/ccc/ddd")
