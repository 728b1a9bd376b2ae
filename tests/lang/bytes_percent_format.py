# bytes and bytearray %-formatting (PEP 461): conversions, flags, mappings, errors; __bytes__.
print(b'%d %s %x %r %a %c %b' % (5, b'ab', 255, 'x', 'y', 65, b'zz'))
print(b'%5d|%-5s|%05.1f|%c|%+d|%#x|%#o|%e|%g|%X|%i|%u' % (3, b'a', 2.5, b'q', 4, 255, 8, 1.5, 0.1, 171, 7, 9))
print(b'%(a)s-%(b)d' % {b'a': b'v', b'b': 12})
print(bytearray(b'%s/%s') % (b'x', bytearray(b'y')), bytearray(b'plain') % ())
print(b'%%' % (), b'100%% %s' % b'ok', b'' % ())
print(b'%.1s|%5s|%-4b|' % (b'abc', b'x', b'y'))
print(b'%5c|%-3c|%c' % (65, b'z', bytearray(b'w')))
print(b'%r %a %5.1r' % ('\xe9', b'x', 'abc'))
print(b'%d %d' % (1.5, True), b'%s' % memoryview(b'mv') if False else b'%s' % b'mv')
print(b'%*d|%-*d|%.*f' % (3, 4, 3, 5, 2, 3.14159))
print(b'\xff\x00%s\x80' % b'\xfe')
print(b'%s' % (b'single',), b'%s' % b'bare')
class B:
    def __bytes__(self): return b'BB'
    def __repr__(self): return 'B()'
print(b'[%s] [%b] [%r] [%4s]' % (B(), B(), B(), B()))
print(bytes(B()), bytes(b'ab'), bytes(3), bytearray(B) if False else 0)
class Bad:
    def __bytes__(self): return 'str'
for fmt, args in [(b'%y', 1), (b'%\x01', 1), (b'a%', 1), (b'%s%s', (b'a',)), (b'x', 5),
                  (b'%c', 256), (b'%c', -1), (b'%c', b'ab'), (b'%c', 'a'), (b'%(a)s', {'a': 1}),
                  (b'%s', 'str'), (b'%s', 3), (b'%s', {}), (b'%b', [1]), (b'%d', 'x'),
                  (b'%x', 1.5), (b'%d %d', (1,)), (b'%(a)s %s', {b'a': b'1'}), (b'%s', Bad()),
                  (b'%(a', {b'a': 1}), (b'%f', b'x'), (b'%s', (1, 2)), (b'%.1c', 65),
                  (b'%\xff', 1)]:
    try:
        print(repr(fmt % args))
    except Exception as e:
        print(type(e).__name__, e)
try:
    bytes(Bad())
except TypeError as e:
    print(e)
print(b'%(x)s' % {b'x': b'1', 'x': 2}, b'%s' % bytearray(b'ba'))
ba = bytearray(b'%s')
r = ba % b'q'
print(type(r).__name__, r, ba)
class M:
    def __getitem__(self, k):
        return k * 2
    def keys(self):
        return []
print(b'%(ab)s|%(c)s' % M())
class B2:
    def __bytes__(self):
        return b'x' * 3
print(b''.join(b'%s%d' % (B2(), i) for i in range(50)))
