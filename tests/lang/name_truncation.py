# CPython cuts some names in error messages by characters: NameError's name to 200
# ("name '%.200s' is not defined"), the type's name in AttributeError to 50 for a read and a
# type object, to 100 for a store or deletion on an instance. The attribute name itself is
# never cut.
long_name = "n" * 250


def missing_global():
    return nnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnn


def missing_unicode():
    return éééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééé


for f in (missing_global, missing_unicode):
    try:
        f()
    except NameError as e:
        print(len(str(e)), str(e)[:12], str(e)[-20:])

try:
    del qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq
except NameError as e:
    print(len(str(e)), str(e)[-20:])
try:
    print(zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz)
except NameError as e:
    print(len(str(e)), str(e)[-20:])
try:
    aéééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééé
except NameError as e:
    print(len(str(e)), str(e)[-20:])
try:
    short_missing
except NameError as e:
    print(e)


class Cccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccc:
    pass


class Äääääääääääääääääääääääääääääääääääääääääääääääääääääääääääää:
    __slots__ = ("a",)


classes = [Cccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccc,
           Äääääääääääääääääääääääääääääääääääääääääääääääääääääääääääää,
           type("é" * 30 + "x" * 20, (), {}), type("y" * 49 + "é" * 40, (), {})]
for cls in classes:
    o = cls()
    attempts = [
        lambda: o.missing,
        lambda: getattr(o, long_name),
        lambda: cls.missing,
        lambda: delattr(o, "missing"),
        lambda: delattr(cls, "missing"),
        lambda: setattr(o, "b", 1),
    ]
    for f in attempts:
        try:
            f()
            print("no error")
        except AttributeError as e:
            print(len(str(e)), str(e)[:60])

# Binary operators and ordering comparisons cut both type names at 100 bytes; unary operators,
# len(), subscripts, iter() and hash() do not cut them.
Long = type("L" * 120, (), {})
Wide = type("ß" * 70, (), {"__hash__": None})
for f in [lambda: Long() + 1, lambda: 1 + Long(), lambda: Long() * Wide(), lambda: Long() < 1,
          lambda: Wide() >= Long(), lambda: -Long(), lambda: len(Long()), lambda: Long()[0],
          lambda: iter(Long()), lambda: hash(Wide())]:
    try:
        f()
    except TypeError as e:
        print(len(str(e)), str(e)[:50], str(e)[-30:])
x = Long()
try:
    x += 1
except TypeError as e:
    print(len(str(e)), str(e)[:50])
