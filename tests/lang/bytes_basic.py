b = b'hello'
print(b, len(b), b[0], b[-1], b[1:3], b[::-1], b[::2])
print(repr(b"it's"), repr(b'say "hi"'), repr(b'both \' and "'), b'\x00\xff\t\n\r\\')
print(B"abc", rb'\n', br'\x41', b'''tri
ple''')
print(b'ab' + b'cd', b'ab' * 3, 3 * b'x', b'' * 5)
print(b'a' == 'a', b'a' == b'a', b'a' < b'b', b'abc' <= b'abd', b'b' > b'abc')
print(hash(b'abc') == hash(b'abc'), {b'a': 1, b'b': 2}[b'a'], sorted([b'c', b'a', b'b']))
print(list(b'abc'), 97 in b'abc', b'bc' in b'abc', b'' in b'x', bool(b''), bool(b'a'))
for x in b'hi': print(x)
print(b'\x41\102\n', b'a' b'b')
s = 'héllo €'
e = s.encode()
print(e, len(e), e.decode(), e.decode('utf-8'))
print('abc'.encode('ascii'), 'é'.encode('latin-1'), b'\xe9'.decode('latin1'))
try:
    'é'.encode('ascii')
except UnicodeEncodeError as ex:
    print(type(ex).__name__, ex, ex.args)
try:
    'aéé€b'.encode('ascii')
except UnicodeError as ex:
    print(ex)
try:
    b'\xff'.decode()
except UnicodeDecodeError as ex:
    print(ex)
try:
    b'a\xe2\x82'.decode()
except ValueError as ex:
    print(ex)
print(b'\xffab\xe2\x82'.decode('utf-8', 'replace'), b'\xffab'.decode('utf-8', 'ignore'))
print('é€'.encode('ascii', 'replace'), 'é€'.encode('ascii', 'backslashreplace'), 'é€'.encode('ascii', 'xmlcharrefreplace'))
print(bytes(), bytes(3), bytes([1, 2, 255]), bytes('abc', 'utf-8'), bytes(b'xy'), bytes(range(5)))
print(b'\x01\xab'.hex(), bytes.fromhex('01 ab ff'), bytearray.fromhex('00'))
print((1024).to_bytes(2, 'big'), (1024).to_bytes(2, 'little'), (-1).to_bytes(2, 'big', signed=True), (5).to_bytes())
print(int.from_bytes(b'\x04\x00', 'big'), int.from_bytes(b'\xff\xff', 'big', signed=True), int.from_bytes(b'\x01\x00', 'little'), int.from_bytes([1, 2]))
print(b'-'.join([b'a', b'b', b'c']), b'a,b,,c'.split(b','), b'  a b  c '.split(), b'a b c'.rsplit(None, 1))
print(b'hello'.count(b'l'), b'hello'.find(b'l'), b'hello'.rfind(b'l'), b'hello'.index(108), b'hello'.startswith(b'he'), b'hello'.endswith((b'x', b'lo')))
print(b'  x  '.strip(), b'xxaxx'.strip(b'x'), b'  x'.lstrip(), b'x  '.rstrip(), b'aaa'.replace(b'a', b'bb', 2))
print(b'Hello'.upper(), b'Hello'.lower(), b'123'.isdigit(), b'abc'.isalpha(), b' \t'.isspace(), b'a1'.isalnum(), b'AB'.isupper(), b'ab1'.islower())
print(b'a=b=c'.partition(b'='), b'a=b=c'.rpartition(b'='), b'abc'.partition(b'x'), b'a\nb\r\nc'.splitlines(), b'a\nb\r\n'.splitlines(True))
print(b'42'.zfill(5), b'-42'.zfill(5), b'ab'.center(6, b'*'), b'ab'.ljust(4), b'ab'.rjust(4, b'0'), b'abc'.center(6))
ba = bytearray(b'abc')
ba.append(100); ba.extend(b'ef'); ba.extend([103]); print(ba, len(ba))
print(ba.pop(), ba.pop(0), ba)
ba.insert(0, 65); ba.remove(98); print(ba)
ba[0] = 90; ba[1:3] = b'XYZ'; print(ba)
del ba[0]; del ba[::2]; print(ba)
ba += b'!!'; print(ba); ba *= 2; print(ba)
ba.reverse(); print(ba, ba.copy(), ba == bytes(ba), bytearray(b'a') < b'b')
try:
    hash(bytearray())
except TypeError as ex:
    print(ex)
ba.clear(); print(ba, bytearray(3), bytearray(b'x') + b'y', b'y' + bytearray(b'x'))
print(bytearray(b'abc').upper(), bytearray(b'a b').split())
print(str(b'x'), f'{b"y"}', [b'a', bytearray(b'q')])
print(str(b'caf\xc3\xa9', 'utf-8'), str(bytearray(b'x'), encoding='ascii'), str(b'\xff', 'latin-1'), str(b'a\xffb', 'utf-8', 'replace'))
