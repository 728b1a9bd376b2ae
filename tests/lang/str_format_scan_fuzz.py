# str.format's scanner against python3.11 on 4,000 seeded random format strings built from the
# characters that matter ({ } ! : [ ] . digits, conversions, nested specs): the rendered text,
# or the exception type and message (which error wins when several apply).
import random
random.seed(2026)
pieces = ['{', '}', '{}', '{0}', '{1}', '{a}', '{a.real}', '{b[0]}', '{b[1]}', '!', '!r', '!s',
          '!a', '!x', ':', ':>5', ':{}', ':{0}', ':{w}', '[', ']', '0', '1', 'a', 'b', '.', 'x',
          ' ', '{{', '}}', ':^{w}}', '{0:{1}}', '{b!r:>{w}}', '{:{:{}}}', '{b[', '{0!', '{0!r',
          '{0!r:', '{!}', '{:', '{]', '{0[}', '{a.}', '{.a}', '{0.', '{b[0]x}', '{b!rr}']
class B:
    real = 7
    def __format__(self, spec):
        return 'B<' + spec + '>'
args = (12, 'xy', [1, 2])
kwargs = {'a': B(), 'b': ['p', 'q'], 'w': 4}
ok = err = 0
for _ in range(4000):
    fmt = ''.join(random.choice(pieces) for _ in range(random.randint(1, 6)))
    try:
        r = fmt.format(*args, **kwargs)
        ok += 1
        print(repr(fmt), '->', repr(r))
    except (ValueError, IndexError, KeyError, AttributeError, TypeError) as e:
        err += 1
        print(repr(fmt), type(e).__name__, str(e))
print(ok, err)
