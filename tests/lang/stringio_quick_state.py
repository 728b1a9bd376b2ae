# StringIO's inlined state loading (sio_quick): every newline mode, closed files, subclasses
# whose __init__ sets attributes before StringIO's, and writes after seeks take the same
# results as CPython's.
import io

for nl in ["\n", None, "", "\r", "\r\n"]:
    s = io.StringIO(newline=nl)
    for part in ["a\nb", "\r\n", "c\rd", ""]:
        print(repr(nl), s.write(part), s.tell())
    print(repr(s.getvalue()))

s = io.StringIO("hello")
print(s.write("XY"), repr(s.getvalue()))
s.seek(10)
print(s.write("z"), repr(s.getvalue()))
s.close()
for f in (lambda: s.write("q"), lambda: s.getvalue(), lambda: s.read(), lambda: s.tell()):
    try:
        f()
    except ValueError as e:
        print("ValueError", e)


class Early(io.StringIO):
    def __init__(self, text):
        self.extra = 1
        self.more = [text]
        super().__init__(text)


e = Early("abc")
e.seek(0, 2)
for i in range(5):
    e.write(str(i))
print(repr(e.getvalue()), e.extra, e.more)


class Late(io.StringIO):
    def __init__(self):
        super().__init__()
        self.count = 0

    def write(self, x):
        self.count += 1
        return super().write(x)


w = Late()
for i in range(4):
    w.write("ab" * i)
print(w.count, repr(w.getvalue()))
try:
    io.StringIO().write(b"x")
except TypeError as ex:
    print("TypeError", ex)
