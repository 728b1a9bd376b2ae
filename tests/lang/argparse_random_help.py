# argparse help of 60 randomly built parsers (positionals, options, flags, groups; wrapping of
# usage, descriptions and help) and their parse_args([]) results or exits, against python3.
# stderr: full
import argparse, random
random.seed(3)
words = 'alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu'.split()
for trial in range(60):
    prog = random.choice(['p', 'a-much-longer-program-name', 'x' * 40, 'tool.py'])
    p = argparse.ArgumentParser(prog=prog, description=' '.join(random.choices(words, k=random.randint(0, 40))) or None,
                                epilog=random.choice([None, 'bye ' * 30]))
    n = random.randint(0, 12)
    for i in range(n):
        kind = random.random()
        helptext = random.choice([None, ' '.join(random.choices(words, k=random.randint(1, 25))), 'default %(default)s', argparse.SUPPRESS if random.random() < 0.1 else 'x'])
        if kind < 0.3:
            name = random.choice(words) + str(i)
            p.add_argument(name, nargs=random.choice([None, '?', '*', '+', 2]), help=helptext)
        elif kind < 0.6:
            long = '--' + '-'.join(random.choices(words, k=random.randint(1, 3))) + str(i)
            opts = [long] if random.random() < 0.5 else ['-' + 'abcdefgHijklmnopq'[i], long]
            p.add_argument(*opts, type=int, default=i, help=helptext, metavar=random.choice([None, 'N', 'VERY_LONG_METAVAR']),
                           nargs=random.choice([None, '?', '*', '+', 2]), choices=random.choice([None, [1, 2, 3]]))
        elif kind < 0.8:
            p.add_argument('--flag' + str(i), action=random.choice(['store_true', 'count', 'append', argparse.BooleanOptionalAction]), help=helptext)
        else:
            g = p.add_mutually_exclusive_group(required=random.random() < 0.3)
            g.add_argument('--m%d' % i, action='store_true')
            g.add_argument('--n%d' % i, type=str)
    print('=' * 20, trial)
    print(p.format_help())
    try:
        print(p.parse_args([]))
    except SystemExit as e:
        print('exit', e.code)
