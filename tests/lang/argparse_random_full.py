# gcstress: skip (1200 parses and 150 help texts pass the 30 s time limit when every safe point collects; argparse_random_parse and argparse_random_help run there)
# argparse, differential: 150 seeded random parsers (positionals and options of every nargs form,
# metavar tuples, choices, type errors, const with '?', REMAINDER, flags and clusters, mutually
# exclusive groups, argument groups, subparsers, prefix_chars, the four formatter classes,
# ArgumentDefaultsHelpFormatter's defaults), each printing its help and usage and parsing 8 random
# command lines (results, ArgumentError text, and usage plus "error:" lines on stderr).
# stderr: full
import argparse, random, sys

random.seed(1207)
WORDS = 'red green blue cyan magenta yellow black white orange purple'.split()
FORMATTERS = [argparse.HelpFormatter, argparse.RawDescriptionHelpFormatter,
              argparse.RawTextHelpFormatter, argparse.ArgumentDefaultsHelpFormatter]


def text(lo, hi):
    return ' '.join(random.choices(WORDS, k=random.randint(lo, hi)))


def even(s):
    v = int(s)
    if v % 2:
        raise argparse.ArgumentTypeError('%d is odd' % v)
    return v


def add_positional(p, i, tokens):
    nargs = random.choice([None, None, '?', '*', '+', 1, 2, argparse.REMAINDER])
    kw = {'nargs': nargs, 'help': random.choice([None, text(1, 14), 'pos %(default)s', 'in %(choices)s'])}
    if random.random() < 0.3:
        kw['choices'] = ['a', 'b', 'c']
        tokens += ['a', 'b', 'z']
    if random.random() < 0.3 and nargs in ('?', '*'):
        kw['default'] = random.choice(['a', 5, None])
    if random.random() < 0.2 and isinstance(nargs, int):
        kw['metavar'] = tuple('M%d' % j for j in range(nargs))
    elif random.random() < 0.2:
        kw['metavar'] = 'THING'
    if random.random() < 0.3 and 'choices' not in kw:
        kw['type'] = random.choice([int, float, even])
    p.add_argument('p%d' % i, **kw)


def add_option(p, i, tokens, ch):
    names = [ch * 2 + random.choice(WORDS) + str(i)]
    if random.random() < 0.5:
        names.insert(0, ch + 'abcdefgijk'[i % 10])
    kind = random.random()
    kw = {'help': random.choice([None, text(1, 20), 'opt %(default)s', argparse.SUPPRESS if random.random() < 0.1 else 'x'])}
    if kind < 0.45:
        nargs = random.choice([None, None, '?', '*', '+', 1, 2])
        kw['nargs'] = nargs
        kw['action'] = random.choice(['store', 'store', 'append', 'extend' if nargs not in (None, '?') else 'append'])
        if nargs == '?':
            kw['const'] = random.choice(['C', None])
        if random.random() < 0.3:
            kw['type'] = random.choice([int, float, even])
        if random.random() < 0.2:
            kw['choices'] = [1, 2, 4] if kw.get('type') in (int, even) else ['x', 'y']
        if random.random() < 0.4:
            kw['default'] = random.choice(['4', 3, 'dflt', None])
        if random.random() < 0.2 and isinstance(nargs, int):
            kw['metavar'] = tuple('V%d' % j for j in range(nargs))
        elif random.random() < 0.2:
            kw['metavar'] = random.choice(['N', 'A_LONGER_METAVAR'])
        if random.random() < 0.1:
            kw['required'] = True
    elif kind < 0.8:
        kw['action'] = random.choice(['store_true', 'store_false', 'count', 'store_const', 'append_const',
                                      argparse.BooleanOptionalAction])
        if kw['action'] in ('store_const', 'append_const'):
            kw['const'] = random.choice([1, 'k'])
        if kw['action'] is argparse.BooleanOptionalAction and random.random() < 0.5:
            kw['default'] = random.choice([True, False])
    else:
        kw['action'] = 'store'
        kw['dest'] = 'shared'
    tokens += names + [names[-1][:5], names[-1] + '=7', names[0] + 'x', '1', '-1', '2', 'x', 'y']
    return names, kw


def build(trial):
    ch = random.choice(['-', '-', '-', '+', '-+'])
    fmt = random.choice(FORMATTERS)
    prog = random.choice(['p', 'prog.py', 'a-rather-long-program-name', 'z' * 50])
    kw = dict(prog=prog, formatter_class=fmt, prefix_chars=ch,
              description=random.choice([None, text(0, 40), 'Line1\n   indented  two\n%(prog)s three']),
              epilog=random.choice([None, text(5, 30)]), allow_abbrev=random.random() < 0.8,
              exit_on_error=random.random() < 0.6, add_help=random.random() < 0.85)
    if random.random() < 0.15:
        kw['usage'] = '%(prog)s [stuff]'
    if random.random() < 0.15:
        kw['argument_default'] = argparse.SUPPRESS
    p = argparse.ArgumentParser(**kw)
    tokens = ['--', '-', ch[0] + ch[0], 'x', '1', '-3', '2.5']
    groups = [p]
    if random.random() < 0.4:
        groups.append(p.add_argument_group(random.choice(['extra', 'io things']), random.choice([None, text(3, 20)])))
    mutex = None
    if random.random() < 0.4:
        mutex = p.add_mutually_exclusive_group(required=random.random() < 0.4)
        groups.append(mutex)
        mutex.add_argument(ch[0] * 2 + 'only', action='store_true')
        tokens.append(ch[0] * 2 + 'only')
    for i in range(random.randint(0, 9)):
        target = random.choice(groups)
        if random.random() < 0.3 and target is p:
            add_positional(p, i, tokens)
        else:
            names, okw = add_option(p, i, tokens, ch[0])
            if target is mutex and okw.get('required'):
                okw['required'] = False
            try:
                target.add_argument(*names, **okw)
            except (ValueError, TypeError, argparse.ArgumentError) as e:
                print('add error', type(e).__name__, e)
    if random.random() < 0.25:
        sub = p.add_subparsers(dest=random.choice([None, 'cmd']), help=random.choice([None, 'sub help']),
                               required=random.random() < 0.5,
                               **({'title': 'commands', 'description': 'pick one'} if random.random() < 0.4 else {}))
        for name in random.sample(['run', 'stop', 'list'], random.randint(1, 3)):
            sp = sub.add_parser(name, help=random.choice([None, 'do ' + name]), aliases=[name[0]] if random.random() < 0.3 else [])
            sp.add_argument('--n', type=int, default=1)
            if random.random() < 0.5:
                sp.add_argument('target', nargs='?')
            sp.set_defaults(which=name)
            tokens += [name, name[0], '--n']
    if random.random() < 0.2:
        p.set_defaults(extra=42, shared='S')
    return p, tokens


def show(p, trial):
    print('=' * 10, trial)
    try:
        print(p.format_help())
        print(p.format_usage(), end='')
    except Exception as e:
        print('help error', type(e).__name__, e)


for trial in range(150):
    p, tokens = build(trial)
    show(p, trial)
    for j in range(8):
        argv = random.choices(tokens, k=random.randint(0, 7))
        print(trial, j, argv)
        try:
            if random.random() < 0.35:
                print(p.parse_known_args(argv))
            else:
                print(p.parse_args(argv))
        except SystemExit as e:
            print('exit', e.code)
        except argparse.ArgumentError as e:
            print('ArgumentError', e, e.argument_name)
        except (TypeError, ValueError, AttributeError, IndexError) as e:
            print(type(e).__name__, e)
        sys.stdout.flush()
