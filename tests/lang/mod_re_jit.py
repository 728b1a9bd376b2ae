# re: each pattern runs several times, so later runs go through the JIT-compiled (and, for
# match/fullmatch, anchored) variants; every run must agree with the first, interpreted one.
import re

SUBJECTS = ['', 'a', 'abc', 'xabcx', 'aaa bbb', 'abc\nabc', 'ab' * 20, 'héllo wörld', 'a1b22c333']
PATTERNS = [r'a', r'^a', r'a$', r'\w+', r'(a)|(b)', r'(?P<x>a)(?P<y>b)?', r'', r'x*',
            r'\d+', r'(?m)^abc$', r'[^a]', r'(?:(a)|b)*c', r'\b', r'ö', r'(a+)+$']

for pat in PATTERNS:
    p = re.compile(pat)
    for rnd in range(4):
        out = []
        for s in SUBJECTS:
            m = p.match(s)
            out.append(m and (m.span(), m.groups(), m.lastindex))
            m = p.search(s)
            out.append(m and (m.span(), m.group(), m.lastgroup))
            m = p.fullmatch(s)
            out.append(m and m.span())
            out.append(p.match(s, 1) and p.match(s, 1).span())
            out.append(p.fullmatch(s, 0, 2) and p.fullmatch(s, 0, 2).span())
            out.append(p.search(s, 2, 5) and p.search(s, 2, 5).span())
            out.append(p.findall(s))
            out.append([m.span() for m in p.finditer(s)])
            out.append(p.sub('<\\g<0>>', s))
            out.append(p.split(s))
        if rnd == 0:
            first = out
        elif out != first:
            print('MISMATCH', pat, rnd)
    print(pat, first)

# A deep repetition overflows the JIT's stack: the interpreter finishes the match.
deep = re.compile(r'(?:(a)|b)*c')
s = 'ab' * 30000 + 'c'
for i in range(3):
    m = deep.match(s)
    print(m.span(), m.group(1), m.lastindex)
    print(deep.search('x' + s).span(), deep.fullmatch(s) is not None)

# Module-level functions go through the cache, so the same Pattern gets hot there too.
for i in range(4):
    print(re.match(r'(\d+)-(\d+)', '12-34 56-78').groups(),
          re.fullmatch(r'\d+', '123'), re.fullmatch(r'\d+', '123a'),
          re.search(r'(?i)B+', 'aabBbc').span(),
          re.sub(r'\d', lambda m: str(int(m.group()) * 2), 'a1b2c3'))
