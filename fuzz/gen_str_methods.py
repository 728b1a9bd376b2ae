# gen_str_methods.py - writes tests/lang/types_str_fuzz.py: random str method calls (seed 7).
import random
random.seed(7)
alpha = ['a', 'b', ' ', 'A', 'ß', '\t', '\n', 'é', 'Σ', '1', '_', 'x', ',', '\r\n', '\u2028', '-']
def rs(n=None):
    return ''.join(random.choice(alpha) for _ in range(random.randint(0, 8) if n is None else n))
def ri(): return random.choice([None, -100, -3, -1, 0, 1, 2, 5, 100])
calls = []
for _ in range(800):
    s = rs()
    m = random.choice(['split', 'rsplit', 'strip', 'lstrip', 'rstrip', 'find', 'rfind', 'index', 'rindex', 'count', 'replace', 'center', 'ljust', 'rjust', 'expandtabs', 'partition', 'rpartition', 'startswith', 'endswith', 'zfill', 'splitlines', 'removeprefix', 'removesuffix', 'title', 'capitalize', 'swapcase', 'istitle', 'join', 'casefold', 'isspace'])
    if m in ('split', 'rsplit'):
        args = random.choice([(), (rs(1),), (rs(2), ri()), (None, ri())])
    elif m in ('strip', 'lstrip', 'rstrip'):
        args = random.choice([(), (rs(2),), (None,)])
    elif m in ('find', 'rfind', 'index', 'rindex', 'count'):
        args = random.choice([(rs(1),), (rs(2), ri()), (rs(1), ri(), ri()), ('',  ri(), ri())])
    elif m == 'replace':
        args = random.choice([(rs(1), rs(2)), (rs(1), rs(1), ri() if ri() is not None else 1), ('', '-'), ('', '-', 2)])
    elif m in ('center', 'ljust', 'rjust'):
        args = random.choice([(random.randint(0, 12),), (random.randint(0, 12), random.choice(alpha[:5]))])
    elif m == 'expandtabs':
        args = random.choice([(), (random.randint(-1, 9),)])
    elif m in ('partition', 'rpartition'):
        args = (rs(random.randint(0, 2)),)
    elif m in ('startswith', 'endswith'):
        args = random.choice([(rs(1),), ((rs(1), rs(2)),), (rs(1), ri()), (rs(1), ri(), ri())])
    elif m == 'zfill':
        args = (random.randint(-2, 10),)
    elif m == 'splitlines':
        args = random.choice([(), (True,), (False,)])
    elif m in ('removeprefix', 'removesuffix'):
        args = (rs(random.randint(0, 2)),)
    elif m == 'join':
        args = ([rs(1) for _ in range(random.randint(0, 3))],)
    else:
        args = ()
    calls.append((s, m, args))
with open('/work/main/tests/lang/types_str_fuzz.py', 'w') as f:
    f.write('# Generated differential cases of the str methods (random strings and arguments, seed 7),\n# compared with CPython, errors included.\n')
    f.write('cases = [\n')
    for c in calls:
        f.write('    %r,\n' % (c,))
    f.write(']\n')
    f.write('''for s, m, args in cases:
    try:
        print(repr(getattr(s, m)(*args)))
    except Exception as e:
        print(type(e).__name__, e)
''')
