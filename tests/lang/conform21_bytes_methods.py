# bytes/bytearray capitalize, swapcase, title, isascii, istitle, expandtabs, removeprefix,
# removesuffix, maketrans and translate, with CPython's errors; bytearray's repr escapes '.
def t(f):
    try: print(repr(f()))
    except Exception as e: print(type(e).__name__, e)
for T in (bytes, bytearray):
    s = T(b'hello wORLD 3rd-\xe9x aBC\tq\x00')
    for m in ['capitalize', 'swapcase', 'title', 'isascii', 'istitle', 'expandtabs']:
        t(lambda: getattr(s, m)())
    for v in [b'', b'Hello World', b'Hello world', b'HELLO', b'A1b', b'1A', b' Ab Cd', b'ab', b'\xff', b'abc\x80', b'\t', b'Ab\x00Cd', b"They're Bill's"]:
        v = T(v)
        print(v.capitalize(), v.swapcase(), v.title(), v.isascii(), v.istitle(), v.expandtabs(4))
    t(lambda: s.removeprefix(b'hel')); t(lambda: s.removeprefix(b'')); t(lambda: s.removeprefix(bytearray(b'x')))
    t(lambda: s.removesuffix(b'q\x00')); t(lambda: s.removesuffix(s)); t(lambda: s.removesuffix(b'z' * 40))
    t(lambda: s.removeprefix('hel')); t(lambda: s.removeprefix()); t(lambda: s.removeprefix(b'a', b'b')); t(lambda: s.removeprefix(prefix=b'a'))
    for ts in [0, 1, 3, -1, 8, 2**40, 'x', 1.5]:
        t(lambda: T(b'a\tbc\t\tdef\n\tg\r\th').expandtabs(ts))
    t(lambda: T(b'a\tb').expandtabs(tabsize=2)); t(lambda: T(b'a\tb').expandtabs(2, 3)); t(lambda: T(b'a\tb').expandtabs(size=2))
    tb = T.maketrans(b'abc', b'xyz')
    print(type(tb).__name__, len(tb), tb[97:100])
    t(lambda: T.maketrans(b'ab', b'x')); t(lambda: T.maketrans('ab', 'xy')); t(lambda: T.maketrans(b'a')); t(lambda: T(b'q').maketrans(b'a', bytearray(b'b')))
    t(lambda: s.translate(tb)); t(lambda: s.translate(None, b'lo')); t(lambda: s.translate(tb, delete=b'h')); t(lambda: s.translate(b'x'))
    t(lambda: s.translate('x' * 256)); t(lambda: s.translate(None, 'a')); t(lambda: s.translate()); t(lambda: s.translate(tb, b'a', b'b')); t(lambda: s.translate(table=tb))
    t(lambda: s.translate(bytearray(tb), bytearray(b'e')))
rot = bytes.maketrans(b'abcdefghijklmnopqrstuvwxyz', b'nopqrstuvwxyzabcdefghijklm')
print(b'hello'.translate(rot), bytes(range(256)).translate(rot)[90:110])
for v in [b"'", b'"', b'\'"', b"a'b", b'a"b']:
    print(repr(v), repr(bytearray(v)), str(v), ascii(bytearray(v)), f"{bytearray(v)!r}", [bytearray(v)])
