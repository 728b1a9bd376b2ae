# complex with the operators and builtins it does not support: CPython's TypeErrors.
import math
for f in [lambda: int(1j), lambda: float(1j), lambda: math.sqrt(1j), lambda: round(1j), lambda: 1j < 1, lambda: divmod(1j, 2), lambda: 1j % 2, lambda: 5 // 1j, lambda: [1j, 2j].sort(), lambda: max(1j, 2j), lambda: '%d' % 1j, lambda: format(1j, 'd'), lambda: 1j + 'a', lambda: 'a' * 1j]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
print(str(1j), f'{1j!r:>6}', [1j], {'a': -1j}, (1j,), 1j.conjugate(), complex(), complex(0), 0j == 0, 1j * 0 == 0, (1+1j) ** 0.5, sum([1j] * 3, 0j))
