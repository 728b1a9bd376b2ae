# getopt and gnu_getopt, differential: 400 seeded random argument lists against random short and
# long option specs (prefixes, '=' values, clusters, '--', '-', operands, every GetoptError).
import getopt, random
random.seed(77)
longs = ['verbose', 'version', 'out=', 'output=', 'level=', 'x', 'xx=', 'help']
pool = ['-a', '-b', '-c', '-bv', '-abc', '-cfoo', '-z', '--', '-', 'f1', 'f2', '--verb', '--ver',
        '--verbose', '--version=2', '--out', '--out=o', '--outp=q', '--lev', '--level=', '--x',
        '--xx', '--x=1', '--he', '--nope', '--', '---', '-a-', '']
for trial in range(400):
    so = ''.join(random.sample('abcv', random.randint(0, 4)))
    so = ''.join(c + (':' if random.random() < 0.4 else '') for c in so)
    if random.random() < 0.2:
        so = '+' + so
    lo = random.sample(longs, random.randint(0, 5))
    if random.random() < 0.1 and lo:
        lo = lo[0]
    args = random.choices(pool, k=random.randint(0, 6))
    for f in (getopt.getopt, getopt.gnu_getopt):
        try:
            print(trial, f.__name__, f(args, so, lo))
        except getopt.GetoptError as e:
            print(trial, f.__name__, so, lo, args, 'GetoptError', e, repr(e.opt), repr(e.msg))
