# argparse parse_intermixed_args and parse_known_intermixed_args, differential: options between a
# positional's words, unknown options left over, required options and exclusive groups checked in
# the first pass, the whole usage in errors, and the TypeErrors for REMAINDER, subparsers and
# positionals in exclusive groups; the parser is unchanged afterwards.
# stderr: full
import argparse
def run(p, argv, known=False):
    try: print(p.parse_known_intermixed_args(argv) if known else p.parse_intermixed_args(argv))
    except SystemExit as e: print('exit', e.code)
    except (TypeError, ValueError) as e: print(type(e).__name__, e)
p = argparse.ArgumentParser(prog='p')
p.add_argument('--foo'); p.add_argument('cmd'); p.add_argument('rest', nargs='*', type=int)
run(p, '--foo x doit 1 --foo y 2 3'.split()); run(p, 'doit 1 --bar 2 3'.split(), True); run(p, 'doit 1 --bar 2 3'.split()); run(p, []); run(p, ['a', 'b'])
p2 = argparse.ArgumentParser(prog='p2'); p2.add_argument('x', nargs=argparse.REMAINDER); run(p2, ['a'])
p3 = argparse.ArgumentParser(prog='p3'); p3.add_subparsers(); run(p3, ['a'])
p4 = argparse.ArgumentParser(prog='p4'); g = p4.add_mutually_exclusive_group(); g.add_argument('--a'); g.add_argument('b', nargs='?'); run(p4, ['x'])
p5 = argparse.ArgumentParser(prog='p5'); g = p5.add_mutually_exclusive_group(required=True); g.add_argument('--a'); g.add_argument('--b'); p5.add_argument('z', nargs='?', default='D'); run(p5, ['q']); run(p5, ['--a', '1', 'q']); run(p5, ['--a', '1', '--b', '2'])
p6 = argparse.ArgumentParser(prog='p6', usage=None); p6.add_argument('--v', action='count'); p6.add_argument('a'); p6.add_argument('b', nargs='?', default='B'); run(p6, ['1', '--v', '2', '--v']); run(p6, ['--v']); print(p6.format_usage())
print(p.format_help())
p7 = argparse.ArgumentParser(prog='p7')
p7.add_argument('--req', required=True); p7.add_argument('n', nargs='+', type=int)
run(p7, ['1', '--req', 'r', '2']); run(p7, ['1', '2']); run(p7, ['--req', 'r'])
print(p7.parse_args(['--req', 'r', '4']), p7.format_usage(), end='')
p8 = argparse.ArgumentParser(prog='p8', exit_on_error=False)
p8.add_argument('--k', type=int); p8.add_argument('xs', nargs=2)
for argv in (['a', '--k', '1', 'b'], ['a', '--k', 'z', 'b'], ['a']):
    try: print(p8.parse_intermixed_args(argv))
    except SystemExit as e: print('exit', e.code)
    except argparse.ArgumentError as e: print('ArgumentError', e)
