# io in the default policy: StringIO and BytesIO, in-memory streams, with their edge cases.
import io
from io import BytesIO, StringIO

buf = StringIO()
print(buf.write("hello\n"), buf.write("world"), buf.getvalue(), buf.tell())
buf.seek(0)
print(repr(buf.readline()), repr(buf.read()), repr(buf.read()))
buf.seek(2)
buf.write("XY")
print(repr(buf.getvalue()))
print(list(StringIO("a\nb\nc")), StringIO("x\ny\n").readlines())
with StringIO("ctx") as s:
    print(s.read(2), s.closed)
print(s.closed)
try:
    s.read()
except ValueError as e:
    print("ValueError", e)
try:
    StringIO().write(b"x")
except TypeError as e:
    print("TypeError", e)

b = BytesIO(b"abc\ndef\n")
print(b.read(2), b.readline(), b.readlines(), b.read(), b.tell())
b.seek(1)
print(b.write(b"ZZ"), b.getvalue(), b.tell())
b.seek(0, io.SEEK_END)
b.write(bytearray(b"!"))
print(b.getvalue(), b.seek(-2, 2), b.read())
b.seek(12)
b.write(b"x")
print(b.getvalue())
print(b.truncate(3), b.getvalue(), b.tell())
print(list(BytesIO(b"l1\nl2")))
e = BytesIO()
print(e.getvalue(), e.read(), e.readline())
for bad in (lambda: BytesIO("str"), lambda: BytesIO().write("s"), lambda: BytesIO().seek(-1),
            lambda: BytesIO().seek(0, 3), lambda: BytesIO().truncate(-1)):
    try:
        bad()
    except (TypeError, ValueError) as err:
        print(type(err).__name__, err)
c = BytesIO(b"q")
c.close()
try:
    c.getvalue()
except ValueError as err:
    print("ValueError", err)
print(issubclass(io.UnsupportedOperation, OSError), io.SEEK_SET, io.SEEK_CUR)
