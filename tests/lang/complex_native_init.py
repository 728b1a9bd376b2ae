# complex() from one or two floats or small ints (imaginary literals included) and conjugate()
# are natives; everything else goes to the Python __init__ / conjugate: strs, complex parts,
# bools, big ints, int subclasses, objects with __complex__/__float__/__index__,
# keywords, wrong counts; results and errors as CPython's.
print(2j, -2j, 1 + 2j, complex(1, 2), complex(1.5), complex(), complex(3), complex(-0.0, -0.0))
print(complex(True, False), complex(1, True), complex("1+2j"), complex(1, 2j), complex(1j, 2))
print(complex(2**70, 1), complex(2**53 + 1).real, complex(-(2**53) - 1, 2**62).imag)
print(complex(float("inf"), float("nan")), complex(0, -0.0), complex(-0.0, 0))


class I(int):
    pass


class Z:
    def __complex__(self):
        return 3 + 4j


class Fl:
    def __float__(self):
        return 2.5


print(complex(I(7)), complex(Z()), complex(Fl(), Fl()))
print(complex(real=1, imag=2), complex(imag=3))
for args in [(1, 2, 3), ("1", 2), (1, "2"), (None,), ([],)]:
    try:
        print(complex(*args))
    except TypeError as e:
        print("TypeError:", e)
try:
    complex("x")
except ValueError as e:
    print("ValueError:", e)
z = complex(3, -4)
print(z.conjugate(), (0j).conjugate(), complex(1, -0.0).conjugate(), complex.conjugate(2j))
print(abs(z), z.real, z.imag, hash(complex(5, 0)) == hash(5), z == complex(3.0, -4.0))
for bad in [lambda: z.conjugate(1), lambda: z.conjugate(x=1), lambda: complex.conjugate()]:
    try:
        bad()
    except TypeError as e:
        print("TypeError:", e)


class C(complex):
    pass


c = C(1, 2)
print(type(c).__name__, c, c.conjugate(), type(c.conjugate()).__name__, c + 1j, -c)
zs = [complex(i, -i) for i in range(5)] + [complex(i / 3) for i in range(3)]
print(zs, sum(zs), [w.conjugate() * w for w in zs[:3]])
