# bytes, bytearray and friends take instances with __index__ as byte values (CPython's PyNumber_Index),
# and bytearray item stores convert the value before checking the index's range.
class I:
    def __index__(s): return 65
for a in ([I()], (x for x in [I()]), (I(),), iter([I()])):
  for cls in (bytes, bytearray):
    try: print(cls(a))
    except Exception as e: print(type(e).__name__, e)
b = bytearray(b'abc')
try:
    b[0] = I(); print(b)
    b.append(I()); print(b)
    b.extend([I()]); print(b)
    b += bytes([I()]); print(b)
except Exception as e: print(type(e).__name__, e)
class I:
    def __init__(s, v=65): s.v = v
    def __index__(s): return s.v
class Shrink:
    def __init__(s, ba): s.ba = ba
    def __index__(s): s.ba.clear(); return 66
ba = bytearray(b'abc')
try: ba[2] = Shrink(ba); print(ba)
except Exception as e: print(type(e).__name__, e)
ba = bytearray(b'abc')
try: ba[5] = I(); print(ba)
except Exception as e: print(type(e).__name__, e)
try: ba[5] = 'x'; print(ba)
except Exception as e: print(type(e).__name__, e)
try: ba[0] = I(300); print(ba)
except Exception as e: print(type(e).__name__, e)
try: ba[0] = I(2**70); print(ba)
except Exception as e: print(type(e).__name__, e)
try: print(bytes([I(2**70)]))
except Exception as e: print(type(e).__name__, e)
try: print(bytes([I(-1)]))
except Exception as e: print(type(e).__name__, e)
class Bad:
    def __index__(s): return 'x'
try: print(bytes([Bad()]))
except Exception as e: print(type(e).__name__, e)
try: print(bytearray([1, Bad()]))
except Exception as e: print(type(e).__name__, e)
print(I() in b'ABC', I(1) in b'ABC')
print(b'xAy'.find(I()), b'xAy'.count(I()), b'xAy'.index(I()))
class B(int): pass
print(bytes([B(3)]), bytes([True]))
ba = bytearray()
ba.append(I()); ba.insert(0, I(66)); print(ba); ba.remove(I()); print(ba)
L = [1, 2]
class Grow:
    def __index__(s): L.append(5); return 3
L.append(Grow())
print(bytes(L), len(L))
# An __index__ that resizes the bytearray being searched.
class Grower:
    def __init__(s, ba, v): s.ba, s.v = ba, v
    def __index__(s):
        s.ba.extend(b'z' * 5000)
        return s.v
for meth in ('find', 'rfind', 'count', 'index'):
    ba = bytearray(b'abc')
    try: print(meth, getattr(ba, meth)(Grower(ba, 122)), len(ba))
    except Exception as e: print(meth, type(e).__name__, e)
ba = bytearray(b'abc')
print(Grower(ba, 122) in ba, len(ba))
ba = bytearray(b'abc')
class Clear:
    def __index__(s): ba.clear(); return 97
print(Clear() in ba, ba.find(Clear()), ba.count(Clear()), len(ba))
