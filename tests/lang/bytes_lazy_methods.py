# The methods of bytes and bytearray are installed by the first attribute lookup that misses
# (NP_TF_LAZY_METHODS): every first access path must find them, and misses stay AttributeErrors.
print(bytearray.fromhex('4142'))
print(hasattr(b'', 'decode'), hasattr(b'', 'no_such_method'))
print(getattr(bytes, 'upper')(b'abc'))
m = b'a-b'.split
print(m(b'-'))
try:
    b''.no_such_method()
except AttributeError as e:
    print(e)
try:
    bytearray.no_such_method
except AttributeError as e:
    print(e)
print(bytes.fromhex('ff'), bytearray(b'x').upper(), int.from_bytes(b'\x01\x02', 'little'))
