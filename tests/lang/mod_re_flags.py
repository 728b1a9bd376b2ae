# re flags are re.RegexFlag values (an int subclass): CPython 3.11's repr/str, usable as ints.
import re

print(re.I, repr(re.M), re.S, re.X, re.A, re.U, re.NOFLAG, re.L)
print(re.IGNORECASE, re.MULTILINE, re.DOTALL, re.VERBOSE, re.ASCII, re.UNICODE, re.LOCALE)
print(re.I | re.M, repr(re.I | re.M), re.M | re.S | re.X, re.A | re.I, re.I | re.A)
print(re.I & re.M, repr(re.I & re.M), re.I & 3, re.I ^ re.M, re.I ^ re.I, re.I | re.I)
print(~re.I, ~(re.I | re.M), ~re.NOFLAG)
print(re.I | 2, 2 | re.I, 8 | re.I, re.I & 0, re.I | 0x1000, re.RegexFlag(0x1000), re.RegexFlag(10))

# They are ints everywhere.
print(re.I == 2, int(re.I), int(re.I | re.M), type(int(re.I)), isinstance(re.I, int))
print(re.I + 1, type(re.I + 1), re.I - 1, re.I * 2, re.I // 2, -re.I, re.I < 3, hash(re.I))
print(bool(re.NOFLAG), bool(re.I), bool(re.I & re.M), re.I.__or__('x'))
print(f'{re.I}', '%s' % re.I, '%d' % re.I, format(re.I), str(re.I), f'{re.I:d}', f'{re.M!r}')
print({re.I: 1}, [re.I, re.M], (re.I,), {re.I: 'x'}[2], re.I.name, (re.I | re.M).name, re.I.value)

# As flags arguments.
p = re.compile('a', re.I)
print(p.flags, type(p.flags), p, re.compile('a', re.I | re.M).flags, re.compile('(?i)a').flags)
print(re.compile('a').flags, re.compile('a', re.A).flags, re.compile('a', re.U).flags)
print(re.findall('^a', 'A\na', re.I | re.M), re.match('a.b', 'A\nB', flags=re.I | re.S))
print(re.sub('x', '-', 'XxX', flags=re.I), re.split('x', 'aXb', flags=re.IGNORECASE))
print(re.compile('a b', re.X | re.I).match('AB'), re.search('b', 'AB', re.NOFLAG))
flags = 0
flags |= re.I
flags |= re.M
print(flags, re.compile('^a$', flags).findall('x\nA'))
try:
    re.compile('a', re.A | re.U)
except ValueError as e:
    print('ValueError', e)
