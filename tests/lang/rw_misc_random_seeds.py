# random.seed's seed kinds against CPython 3.11: bytes and bytearray (hashed like str),
# negative and special floats (seeded from their hash as an unsigned 64-bit value),
# version=1 str and bytes seeds, and setstate with a version-2 state.
import random

for s in [b'abc', b'', bytearray(b'xy'), -2.0, -0.5, 1e300, float('inf'), 0.0, -7, True]:
    r = random.Random(s)
    print(repr(s), r.random(), r.getrandbits(40), r.randrange(1000))
for s in ['abc', '', 'é', b'abc', b'\xff\x00']:
    r = random.Random()
    r.seed(s, version=1)
    print(repr(s), r.random(), r.randint(1, 100))
r = random.Random(4)
r.setstate((2, tuple(range(624)) + (624,), None))
print(r.random(), r.getstate()[1][:3])
for bad in [(3, (0.5,) * 625, None), (3, (-1,) * 624 + (3,), None),
            (3, tuple(range(624)) + (625,), None), (3, [0] * 625, None)]:
    try:
        r.setstate(bad)
    except (TypeError, ValueError, OverflowError) as e:
        print(type(e).__name__, e)
# sample() takes any collections.abc.Sequence, not only the builtin ones.
from collections.abc import Sequence


class Tens(Sequence):
    def __len__(self):
        return 30

    def __getitem__(self, i):
        if not 0 <= i < 30:
            raise IndexError(i)
        return i * 10


r = random.Random(11)
print(r.sample(Tens(), 4), r.sample(b'bytes!', 3), r.sample(bytearray(b'xyz'), 2))
try:
    r.sample({1: 2}, 1)
except TypeError as e:
    print('TypeError', e)
