# StringIO's state lives in the shaped value array of its instances (stdnative15): the
# natives find it through the layout's kind bit, or by name in a subclass that set its own
# attributes first, or in a dict once the instance has one.
import copy
import io

s = io.StringIO()
for i in range(5):
    s.write("line %d\n" % i)
print(repr(s.getvalue()), s.tell())
s.seek(0)
print(s.readline(), s.read(4), s.readlines())

u = io.StringIO(newline=None)
u.write("a\r\nb\rc\n")
print(repr(u.getvalue()), u.newlines)


class Early(io.StringIO):
    def __init__(self, text):
        self.label = "early"
        super().__init__(text, newline=None)
        self.count = 0

    def write(self, x):
        self.count += 1
        return super().write(x)


e = Early("x\r\ny")
e.seek(0, 2)
e.write("\rz")
print(repr(e.getvalue()), e.label, e.count, e.newlines, e.tell())
e.seek(0)
print(list(e))


class Late(io.StringIO):
    pass


t = Late("abc")
t.extra = [1]
t.seek(3)
t.write("def")
del t.extra
t.write("\n")
print(repr(t.getvalue()), t.closed)
c = copy.copy(t)
c.write("more")
print(repr(c.getvalue()), repr(t.getvalue()), type(c).__name__)
t.close()
print(t.closed)
try:
    t.write("x")
except ValueError as exc:
    print("ValueError", exc)

many = [io.StringIO("w%d" % k) for k in range(3)]
for k, b in enumerate(many):
    b.seek(0, 2)
    b.write("!" * k)
print([b.getvalue() for b in many])
