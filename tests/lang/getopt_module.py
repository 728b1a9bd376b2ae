# getopt and gnu_getopt: short and long options, prefixes, '--', operands, GetoptError.
import getopt
cases = [
    (['-a', '-b', 'x', '-cval', 'f1', 'f2'], 'ab:c:', []),
    (['-abx', 'rest'], 'ab:', []),
    (['--verbose', '--out=o.txt', '--lev', '3', 'arg'], 'v', ['verbose', 'output=', 'level=']),
    (['-a', '--', '-b'], 'ab', []),
    (['f', '-a'], 'a', []),
    (['-'], 'a', []),
    (['--ver'], '', ['verbose', 'version']),
    (['--verbose=1'], '', ['verbose']),
    (['-z'], 'a', []),
    (['-b'], 'b:', []),
    (['--out'], '', ['out=']),
    (['--nope'], '', ['yes']),
    (['--out', 'x'], '', 'out='),
]
for args, so, lo in cases:
    for f in (getopt.getopt, getopt.gnu_getopt):
        try:
            print(f.__name__, f(args, so, lo))
        except getopt.GetoptError as e:
            print(f.__name__, 'GetoptError', e, repr(e.opt), e.msg, e.args)
print(getopt.gnu_getopt(['x', '-a', 'y', '-b', '1'], 'ab:'), getopt.gnu_getopt(['x', '-a'], '+a'))
print(getopt.error is getopt.GetoptError, issubclass(getopt.GetoptError, Exception))
