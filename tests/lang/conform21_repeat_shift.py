# bytes * a big int: CPython's OverflowErrors; reversed() of bytes and bytearray; int << a shift
# past CPython's largest int: OverflowError 'too many digits in integer'.
def t(f):
    try: r = f(); print(repr(r)[:60])
    except Exception as e: print(type(e).__name__, e)
for seq in [b'xy', bytearray(b'q'), [1], (1,), 'ab', b'', []]:
    for n in [-(2**70), 2**70, 10**20, 2**63, -2**63] + ([2**62] if isinstance(seq, (bytes, str)) and seq else []):
        t(lambda: seq * n)
        t(lambda: n * seq)
t(lambda: 1 << 10**20)
t(lambda: 10**20 << 10**20)

t(lambda: 0 << 10**20)
t(lambda: 1 >> 10**20)
t(lambda: -1 >> 10**20)
t(lambda: list(reversed(b'xyz')))
t(lambda: list(reversed(bytearray(b'xyz'))))
t(lambda: list(reversed(range(3))))
t(lambda: type(reversed(b'ab')).__name__)


for a in [1, -1, 10**20, 0, True, -(2**100)]:
    for b in [10**20, 7 * 10**19, 2**70]:
        t(lambda: a << b)
        t(lambda: a >> b)
