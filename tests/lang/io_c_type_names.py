# io.StringIO and io.BytesIO are named as CPython's C types: _io.StringIO, _io.BytesIO.
import io
print(type(io.StringIO()), type(io.BytesIO()), io.StringIO.__module__, io.BytesIO.__qualname__)
print(repr(io.StringIO()).split(" at ")[0], repr(io.BytesIO()).split(" at ")[0])
for obj in (io.StringIO("x"), io.BytesIO(b"y")):
    try:
        obj.nope
    except AttributeError as e:
        print(e)
class Mine(io.StringIO):
    pass
m = Mine("abc")
print(type(m).__name__, m.read(), isinstance(m, io.StringIO), Mine.__module__)
try:
    m.nope
except AttributeError as e:
    print(e)
try:
    io.StringIO(5)
except TypeError as e:
    print(e)
