# stderr: full
import argparse, sys

def run(p, argv, known=False):
    try:
        ns = p.parse_known_args(argv) if known else p.parse_args(argv)
        print('OK', ns)
        return ns
    except SystemExit as e:
        print('EXIT', e.code)

p = argparse.ArgumentParser(prog='tool', formatter_class=argparse.ArgumentDefaultsHelpFormatter)
g = p.add_mutually_exclusive_group()
g.add_argument('-q', '--quiet', action='store_true', help='be quiet')
g.add_argument('-l', '--loud', action='store_true', help='be loud')
grp = p.add_argument_group('io', 'input and output options')
grp.add_argument('--infile', default='in.txt', help='input')
grp.add_argument('--n', type=int, default=10, help='count')
p.add_argument('files', nargs='*', help='files')
p.print_help()
for argv in [[], ['-q'], ['-q', '-l'], ['-ql'], ['--n', '5', 'a', 'b'], ['a', '--n=3', 'b']]:
    print(argv); run(p, argv)
print(run(p, ['a', '--zz', 'b', '-q'], known=True))

p2 = argparse.ArgumentParser(prog='req')
m = p2.add_mutually_exclusive_group(required=True)
m.add_argument('--a', action='store_true')
m.add_argument('--b', type=int)
p2.add_argument('--must', required=True)
p2.add_argument('pos')
print(p2.format_usage(), end='')
for argv in [[], ['x'], ['x', '--must', '1'], ['x', '--must', '1', '--b', '3']]:
    print(argv); run(p2, argv)

# subparsers
p3 = argparse.ArgumentParser(prog='git')
p3.add_argument('--debug', action='store_true')
sub = p3.add_subparsers(dest='cmd', help='sub-command help')
c = sub.add_parser('commit', help='record changes')
c.add_argument('-m', '--message', required=True)
c.set_defaults(func='do_commit')
ps = sub.add_parser('push', help='push it', aliases=['p'])
ps.add_argument('remote', nargs='?', default='origin')
p3.print_help()
c.print_help()
for argv in [['commit', '-m', 'hi'], ['--debug', 'push'], ['p', 'up'], ['pull'], ['commit'], []]:
    print(argv); run(p3, argv)

# parents, raw formatter, description with %(prog)s
parent = argparse.ArgumentParser(add_help=False)
parent.add_argument('--seed', type=int, default=0)
p4 = argparse.ArgumentParser(prog='child', parents=[parent], formatter_class=argparse.RawDescriptionHelpFormatter,
                             description='Line one\n  indented line two\n%(prog)s rocks', usage='%(prog)s [options]')
p4.add_argument('--very-long-option-name-here', help='this help text is long enough that it will need to be wrapped onto a second line by the formatter')
p4.print_help()
print(run(p4, ['--seed', '7', '--very-long-option-name-here', 'v']))
print(p4.get_default('seed'), p4.parse_args([]).very_long_option_name_here)

# errors at definition time
for args, kw in [(('--x',), {'action': 'bogus'}), (('--x',), {'nargs': 0}), (('x',), {'required': True}),
                 (('x',), {'dest': 'y'}), (('--h2',), {'type': 'notcallable'}), (('-h',), {})]:
    try:
        p4.add_argument(*args, **kw)
    except (ValueError, TypeError, argparse.ArgumentError) as e:
        print(type(e).__name__, e)

def positive(s):
    v = int(s)
    if v <= 0:
        raise argparse.ArgumentTypeError('%r is not positive' % s)
    return v
p5 = argparse.ArgumentParser(prog='p5', exit_on_error=False)
p5.add_argument('--k', type=positive)
p5.add_argument('--r', type=int, choices=range(1, 4))
try:
    p5.parse_args(['--k', '-3'])
except argparse.ArgumentError as e:
    print('ArgumentError', e)
run(p5, ['--r', '3'])
try:
    p5.parse_args(['--r', '9'])
except argparse.ArgumentError as e:
    print('ArgumentError', e)
ns = argparse.Namespace(a=1, b='x')
print(ns, ns == argparse.Namespace(a=1, b='x'), 'a' in ns, ns.a)
print(argparse.ArgumentParser(prog='p').parse_args())
p6 = argparse.ArgumentParser(prog='p6', argument_default=argparse.SUPPRESS)
p6.add_argument('--foo'); p6.add_argument('-n', type=int, default=-1)
print(p6.parse_args([]), p6.parse_args(['--foo', 'x', '-n', '-5']))
p7 = argparse.ArgumentParser(prog='p7')
p7.add_argument('rest', nargs=argparse.REMAINDER)
p7.add_argument('--c', action='append_const', const=1, dest='cs')
print(p7.parse_args(['--c', '--c', 'a', '-b', '--c']))
print(repr(argparse.ArgumentParser(prog='r')))
