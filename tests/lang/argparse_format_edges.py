# argparse help formatting corners, differential: RawTextHelpFormatter with a long prog, an option
# too wide for the help column, SUPPRESSed members of exclusive groups (separators dropped), a
# required group with one visible member, a positional in an exclusive group inside an argument
# group, a multi-line custom usage, usage wrapping with a 70-character prog, float and range
# choices with nargs.
# stderr: full
import argparse
p = argparse.ArgumentParser(prog='prog-with-a-fairly-long-name-that-takes-most-of-the-line-up-ok', formatter_class=argparse.RawTextHelpFormatter,
    description='first line\n  second line indented\n\nthird after blank', epilog='%(prog)s epilog\nline2')
p.add_argument('--an-extremely-long-option-name-that-overflows-the-column', metavar='VALUE_WITH_LONG_NAME', help='line one\nline two\n   line three')
p.add_argument('--x', help=argparse.SUPPRESS)
g = p.add_mutually_exclusive_group()
g.add_argument('--a', help=argparse.SUPPRESS); g.add_argument('--b'); g.add_argument('--c', help=argparse.SUPPRESS)
g2 = p.add_mutually_exclusive_group(required=True)
g2.add_argument('--d', action='store_true'); g2.add_argument('--e', action='store_true', help=argparse.SUPPRESS)
p.add_argument('pos', nargs='+')
p.add_argument('zz', nargs=argparse.REMAINDER)
for i in range(8):
    p.add_argument('--opt%d' % i, nargs=(i % 4 + 1) if i % 2 else '?', help='h %d %%(default)s' % i)
print(p.format_help())
q = argparse.ArgumentParser(prog='q')
qg = q.add_argument_group('grp')
m = qg.add_mutually_exclusive_group()
m.add_argument('pos', nargs='?'); m.add_argument('--o')
q.add_argument('--tail')
print(q.format_help())
for argv in (['x', '--o', '1'], ['--o', '1'], ['x']):
    try: print(q.parse_args(argv))
    except SystemExit as e: print('exit', e.code)
r = argparse.ArgumentParser(prog='r', usage='%(prog)s [opts] FILE\n  more usage')
r.add_argument('f')
print(r.format_help())
s = argparse.ArgumentParser(prog='s' * 70)
for i in range(6): s.add_argument('--flag%d' % i, metavar='M' * 12)
s.add_argument('pp', nargs='*')
print(s.format_usage())
u = argparse.ArgumentParser(prog='u', prefix_chars='-', allow_abbrev=False)
u.add_argument('--foo', type=float, choices=[1.5, 2.5])
u.add_argument('--bar', type=int, nargs='+', choices=range(3))
for argv in (['--foo', '1.5'], ['--foo', '3'], ['--bar', '0', '2', '5'], ['--foo=', '1'], ['--foo']):
    try: print(u.parse_args(argv))
    except SystemExit as e: print('exit', e.code)
