# stderr: full
import argparse, sys

def run(p, argv):
    try:
        ns = p.parse_args(argv)
        print('OK', ns)
        return ns
    except SystemExit as e:
        print('EXIT', e.code)

p = argparse.ArgumentParser(prog='prog.py', description='Process some integers and do a number of things that need a long description to wrap around the line.', epilog='See the docs.')
p.add_argument('integers', metavar='N', type=int, nargs='+', help='an integer for the accumulator')
p.add_argument('--sum', dest='accumulate', action='store_const', const=sum, default=max, help='sum the integers (default: find the max)')
p.add_argument('-v', '--verbose', action='count', default=0)
p.add_argument('--mode', choices=['fast', 'slow'], default='fast', help='mode %(default)s of %(choices)s')
p.add_argument('-o', '--output', metavar='FILE')
p.add_argument('--flag', action=argparse.BooleanOptionalAction, default=True, help='a flag')
p.add_argument('-x', type=float, default=1.5)
p.add_argument('--tags', nargs='*', default=[])
p.add_argument('--pair', nargs=2, type=int)
p.add_argument('--opt', nargs='?', const='C', default='D')
p.add_argument('-a', action='append')
p.add_argument('--ext', action='extend', nargs='+')
p.add_argument('--version', action='version', version='%(prog)s 2.0')
p.print_help()
print(p.format_usage(), end='')
for argv in [['1', '2', '3'], ['1', '--sum', '4'], ['-vvv', '5'], ['--mode', 'slow', '7', '-v'],
             ['--mode=fast', '1'], ['-ofile.txt', '3'], ['--no-flag', '3'], ['-x', '-2.5', '3'],
             ['--tags', 'a', 'b', '--', '9'], ['--pair', '1', '2', '3'], ['--opt', '3'], ['3', '--opt'],
             ['--opt', 'Z', '3'], ['-a', '1', '-a', '2', '3'], ['--ext', 'a', 'b', '--ext', 'c', '3'],
             ['--verb', '3'], ['--out', 'x', '3'],
             [], ['x'], ['--mode', 'medium', '1'], ['1', '--bogus'], ['1', 'extra', '--pair', '1'],
             ['--pair', '1', 'x', '3'], ['-x'], ['--fl', '1'], ['-h'], ['--version']]:
    print(argv)
    ns = run(p, argv)
    if ns is not None:
        print(ns.integers, ns.accumulate(ns.integers), 'verbose' in ns, ns.verbose)
