# bytes * a big int: CPython's OverflowErrors; reversed() of bytes and bytearray.
def t(f):
    try: r = f(); print(repr(r)[:60])
    except Exception as e: print(type(e).__name__, e)
for seq in [b'xy', bytearray(b'q'), [1], (1,), 'ab', b'', []]:
    for n in [-(2**70), 2**70, 10**20, 2**63, -2**63] + ([2**62] if isinstance(seq, (bytes, str)) and seq else []):
        t(lambda: seq * n)
        t(lambda: n * seq)

t(lambda: list(reversed(b'xyz')))
t(lambda: list(reversed(bytearray(b'xyz'))))
t(lambda: list(reversed(range(3))))
t(lambda: type(reversed(b'ab')).__name__)


