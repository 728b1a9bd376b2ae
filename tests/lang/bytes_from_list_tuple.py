# bytes(...) and bytearray(...) of an exact list or tuple of ints (stdlib/np_lib_bytes.c
# bytes_from_items: items read in place), with bools, big ints, empty sources, subclasses (which
# iterate) and CPython's errors for a non-int item and an out-of-range one, first bad item wins.
print(bytes((72, 105, 33)), bytes([0, 255, 128]), bytearray((1, 2, 3)), bytearray([]), bytes(()))
print(bytes([True, False, True]), bytes((2 ** 3, 2 ** 70 >> 64)))
class L(list):
    pass
class T(tuple):
    pass
print(bytes(L([65, 66])), bytes(T((67, 68))), bytearray(L([69])))
for bad in ([1, "a", 300], (1, 256, "a"), [-1], (2 ** 70,), [1.0], (None,), [1, 2, 3, -5]):
    for ctor in (bytes, bytearray):
        try:
            ctor(bad)
        except (TypeError, ValueError) as e:
            print(ctor.__name__, type(e).__name__, e)
