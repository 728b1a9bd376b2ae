# Three-argument pow tries the operands' power slots in CPython's order: float's refuses any
# modulus, complex's says 'complex modulo', a class's __pow__ runs on the base only.
def t(f):
    try: print(repr(f()))
    except Exception as e: print(type(e).__name__, e)
class P:
    def __pow__(s, o, m=None): return ('P.pow', type(o).__name__, type(m).__name__)
    def __rpow__(s, o): return 'rpow'
class N:
    def __pow__(s, o, m=None): return NotImplemented
for a in [2, 2.0, 1j, 'x', None, True, P(), N(), 2**70]:
    for b in [3, 3.0, 2j, 'y', P(), -1]:
        for c in [5, 5.0, 3j, 'z', P(), None, 0]:
            print(type(a).__name__, type(b).__name__, type(c).__name__, end=' ')
            t(lambda: pow(a, b, c))
# int()'s base: big ints clamp to a failed range check, __index__ objects and int subclasses work.
class I:
    def __index__(s): return 16
for a in [('ff', I()), ('ff', True), ('1', False), ('z', 2**100), ('z', -2**100), (5, 2**100), ('5', 2.0), ('5', '10')]:
    try: print(int(*a))
    except Exception as e: print(type(e).__name__, e)
class MI(int): pass
print(int('ff', MI(16)), int('11', MI(0)))
try: int('1', MI(2**80))
except Exception as e: print(type(e).__name__, e)
# sorted() reads its iterable before converting reverse, a C int as list.sort's.
for it, rev in [(1.5, [1]), ([3, 1], 2**40), ([3, 1], -2**31), ([3, 1], -2**31 - 1), ([3, 1], 2**31 - 1), ([3, 1], 2**31), ([3,1], 2**100), ([3,1], 1.0), ([3,1], None), ([3, 1], True), ('ba', 0)]:
    for f in (lambda: sorted(it, reverse=rev), lambda: list(it).sort(reverse=rev) or 'ok'):
        try: print(f())
        except Exception as e: print(type(e).__name__, e)
# complex() refuses a str imag before looking at real; seq * bytes names the right type.
def t(f):
    try: print(repr(f()))
    except Exception as e: print(type(e).__name__, e)
vals = [[1], (1,), 'a', b'b', bytearray(b'c'), 2, 2.0, None, 1j, range(2), {1}, True]
for a in vals:
    for b in vals:
        print(type(a).__name__, type(b).__name__, end=' '); t(lambda: a * b)
for a in [{}, 'ab', None, 1, '1', []]:
    for b in ['ab', 1, None, {}, '1', 1j]:
        t(lambda: complex(a, b))
t(lambda: complex('1+2j', None)); t(lambda: complex(real='1'))
l = [1]
def m():
    global l
    l *= 'x'
t(m)
for args in [(None, 5), (None, -(2**70)), ('10', 2**70), (5, 2**70), (5.0, 10), ('z', 36), ('z', 37), ('10', 1), ('10', -1), ('10', True), ('10', 2.0), ('10', None), (b'11', 2), (bytearray(b'11'), 3), ('0x10', 0), ('010', 0), ('  -0b1_1  ', 0)]:
    t(lambda: int(*args))
