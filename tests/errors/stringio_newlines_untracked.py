# cpython: skip
# expect-exit: 1
# expect-stderr-last: NotImplementedError: io.StringIO.newlines is not supported with newline=None or ''
# CPython reports the newline kinds a StringIO in universal-newline mode has seen; Nearly does
# not track them, so reading the attribute raises instead of answering differently.
import io

s = io.StringIO("a\r\nb\n", newline=None)
print(s.readline())
print(s.newlines)
