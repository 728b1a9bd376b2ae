# argparse corner cases, differential: blank help, nargs='*' positionals with choices, metavar
# tuples, Action reprs, Namespace order and equality, definition-time errors, conflict handlers,
# parents, prefix_chars, negative-number options, abbreviations and clusters, get_default.
# stderr: full
import argparse

def run(p, argv, known=False):
    try:
        print(p.parse_known_args(argv) if known else p.parse_args(argv))
    except SystemExit as e:
        print('exit', e.code)
    except argparse.ArgumentError as e:
        print('ArgumentError', e)

q = argparse.ArgumentParser(prog='q')
q.add_argument('x', nargs='*', choices=['a', 'b'], default='a')
run(q, []); run(q, ['b', 'a']); run(q, ['c'])
q = argparse.ArgumentParser(prog='q')
q.add_argument('x', nargs='*', choices=['a', 'b'])
q.add_argument('--y', help='   ')
q.add_argument('--w', help='')
q.add_argument('--t', nargs=2, metavar=('FROM', 'TO'), help='range')
q.add_argument('--u', nargs='*', metavar=('FIRST', 'REST'))
q.add_argument('--v', nargs='+', metavar=('ONE', 'MORE'))
print(q.format_help())
run(q, []); run(q, ['--t', '1'])
print(repr(q.add_argument('--zz', help='h', type=int, choices=[1, 2])))
print(repr(argparse.Action(['-k'], 'k')))
ns = argparse.Namespace(b=1, a=2)
print(ns, ns == argparse.Namespace(a=2, b=1), ns != argparse.Namespace(a=2), 'b' in ns, 'c' in ns)
ns.c = [1]
del ns.b
print(ns, argparse.Namespace())
for args, kw in [(('--a',), {'nargs': 2, 'metavar': ('X',)}), (('--a',), {'const': 1}),
                 (('--a',), {'action': 'append', 'nargs': 0}), (('a',), {'nargs': '*', 'dest': 'b'}),
                 (('x', 'y'), {}), (('--',), {}), (('-',), {}), (('a',), {'type': 3}),
                 (('--a',), {'action': 'store_const'}), (('--q',), {'action': 'count', 'nargs': 1}),
                 (('-q',), {'type': int}), (('-q',), {'type': int})]:
    p = argparse.ArgumentParser(prog='d')
    try:
        p.add_argument(*args, **kw)
        print('ok', args, kw)
    except (ValueError, TypeError, argparse.ArgumentError) as e:
        print(type(e).__name__, e)
p = argparse.ArgumentParser(prog='r', conflict_handler='resolve')
p.add_argument('-a', '--all', help='first')
p.add_argument('-a', help='second')
p.add_argument('--all', help='third')
print(p.format_help())
p = argparse.ArgumentParser(prog='dup')
p.add_argument('-a', '--all')
try:
    p.add_argument('-a', '--all')
except argparse.ArgumentError as e:
    print('ArgumentError', e)
parent = argparse.ArgumentParser(add_help=False)
parent.add_argument('--seed', type=int, default=3)
g = parent.add_argument_group('pg', 'parent group')
g.add_argument('--pp', action='store_true')
m = parent.add_mutually_exclusive_group()
m.add_argument('--m1', action='store_true'); m.add_argument('--m2', action='store_true')
parent.set_defaults(z=9)
c = argparse.ArgumentParser(prog='c', parents=[parent])
print(c.format_help())
run(c, ['--m1', '--m2']); run(c, ['--pp', '--seed', '5'])
print(c.get_default('seed'), c.get_default('z'), c.get_default('nothing'))
n = argparse.ArgumentParser(prog='n')
n.add_argument('-1', dest='one', action='store_true')
n.add_argument('x', nargs='?')
run(n, ['-1']); run(n, ['-2']); run(n, ['-1', '-5'])
n = argparse.ArgumentParser(prog='n')
n.add_argument('-k', type=int)
n.add_argument('x', nargs='*')
run(n, ['-k', '-5', '-2', '-7.5']); run(n, ['-k-4']); run(n, ['-k=3']); run(n, ['-k', '- 1'])
n = argparse.ArgumentParser(prog='c')
n.add_argument('-a', action='store_true'); n.add_argument('-b', action='count'); n.add_argument('-c')
n.add_argument('--long-one'); n.add_argument('--long-two'); n.add_argument('--lone', action='store_true')
for argv in (['-abbc', 'v'], ['-abcv'], ['-bax'], ['-ac=1'], ['--long', '1'], ['--long-o', '1'], ['--lo'],
             ['--lone=3'], ['--long-one=a=b'], ['-a=1'], ['-b', '--', '-a'], ['--', '--', '-a'], ['-c', '--'], ['-c', '-a']):
    print(argv); run(n, argv); run(n, argv, known=True)
pc = argparse.ArgumentParser(prog='pc', prefix_chars='+/')
pc.add_argument('+f', '++foo', action='store_true'); pc.add_argument('/b', type=int)
pc.add_argument('rest', nargs='*')
print(pc.format_help())
for argv in (['+f', '/b', '3'], ['++fo', 'x', '-h'], ['+h'], ['/b']):
    run(pc, argv)
s = argparse.ArgumentParser(prog='s')
sp = s.add_subparsers(title='cmds', metavar='CMD', dest='cmd')
a = sp.add_parser('add', help='add things', description='Adds.')
a.add_argument('n', type=int, nargs='+')
sp.add_parser('rm', aliases=['del', 'remove'], help='remove')
print(s.format_help()); print(a.format_help())
for argv in (['add', '1', '2'], ['del'], ['add'], ['mv'], [], ['add', 'x'], ['rm', 'extra']):
    run(s, argv); run(s, argv, known=True)
try:
    s.add_subparsers()
except SystemExit as e:
    print('exit', e.code)
try:
    sp.add_parser('add')
except argparse.ArgumentError as e:
    print('ArgumentError', e)
v = argparse.ArgumentParser(prog='v', formatter_class=argparse.MetavarTypeHelpFormatter)
v.add_argument('--n', type=int); v.add_argument('f', type=float); v.add_argument('--version', action='version', version='%(prog)s 1.2')
print(v.format_help()); run(v, ['--version'])
h = argparse.ArgumentParser(prog='h', usage=argparse.SUPPRESS, description=argparse.SUPPRESS)
h.add_argument('--x', help='x is %(type)s %(dest)s %(default)r %(prog)s %(nargs)s %(const)s %%', type=int, default=4)
print(h.format_help()); run(h, ['--x', 'q'])
print(argparse.ArgumentParser(prog='e', add_help=False).format_help())
try:
    h.error('custom message')
except SystemExit as e:
    print('exit', e.code)
try:
    h.exit(3, 'bye\n')
except SystemExit as e:
    print('exit', e.code)
err = argparse.ArgumentError(None, 'plain')
print(err, err.argument_name, err.message, argparse.ArgumentTypeError('t'))
class Tagged(argparse.Action):
    def __init__(self, option_strings, dest, **kw):
        super().__init__(option_strings, dest, **kw)
        self.tag = 'T1'
        self.kind = int
    def __call__(self, parser, namespace, values, option_string=None):
        setattr(namespace, self.dest, (self.tag, values))
t = argparse.ArgumentParser(prog='t')
t.add_argument('--z', action=Tagged, help='tag %(tag)s kind %(kind)s dest %(dest)s')
print(t.format_help()); print(t.parse_args(['--z', 'v']))
t.add_argument('--y', action=Tagged, help='%(nothing)s')
try:
    t.format_help()
except KeyError as e:
    print('KeyError', e)
