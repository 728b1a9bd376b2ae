# fnmatch: translate's regexes, filter, fnmatch/fnmatchcase over str and bytes.
import fnmatch
names = ['a.py', 'b.txt', 'ab.py', 'A.PY', '.hidden', 'dir/x.py', 'x[1].py', 'data-2024.csv', 'a\nb.py', 'caf\u00e9.py', '']
pats = ['*.py', '?.py', '*', '[ab]*', '[!a]*', 'a*b*.py', '*[0-9]*', 'x[[]1].py', '[a-c].*', '*.[ch]', '[]]', '[!]]',
        '[z-a]', '[a-]x', 'data-*.csv', '**.py', '*a*b*', '[', 'a[', '[\\]', '[&~|]', '[^a]*', '*/*']
for p in pats:
    print(repr(p), fnmatch.translate(p), fnmatch.filter(names, p), fnmatch.fnmatch('A.PY', p), fnmatch.fnmatchcase('a.py', p))
print(fnmatch.fnmatch(b'abc', b'a*'), fnmatch.filter([b'x.c', b'y.h'], b'*.c'))
try:
    fnmatch.fnmatch('abc', b'a*')
except TypeError as e:
    print('TypeError', e)
print(len(fnmatch.filter(['f%d.txt' % i for i in range(200)], 'f1?.txt')))
