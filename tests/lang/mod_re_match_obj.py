# re.Match objects: data attributes (read-only), lastindex/lastgroup, spans over ASCII and
# non-ASCII subjects, unmatched groups, group errors, and methods called on other objects.
import re

p = re.compile(r'(?P<first>\w+)(?:-(?P<second>\d+))?(x)?')
for s in ['abc-12', 'abc', 'héllo-7 wörld', 'ñ', '--']:
    m = p.search(s)
    if m is None:
        print(s, None)
        continue
    print(repr(m), m.string, m.re is p, m.pos, m.endpos, m.lastindex, m.lastgroup)
    print(m.span(), m.span(1), m.span('second'), m.start(3), m.end(2), m.groups(),
          m.groups('-'), m.groupdict(), m.groupdict(0), m[0], m['first'], m[3])
    print(m.group(), m.group(0, 1, 'second', 3), m.expand(r'<\1|\g<second>|\g<0>>'))

# pos and endpos, also on non-ASCII text.
m = re.compile(r'(ö+)(b)?').search('aöööbcöö', 2, 7)
print(m, m.pos, m.endpos, m.span(), m.span(1), m.span(2), m.lastindex)
for m in re.finditer(r'(é)|(\d)', 'é1éé22'):
    print(m.span(), m.lastindex, m.groups())

# lastindex: the group that closed last; lastgroup: its name, or None.
for pat, s in [(r'(a)(b)', 'ab'), (r'((a)b)', 'ab'), (r'(?P<o>(?P<i>a)b)', 'ab'),
               (r'(a)|(?P<n>b)', 'b'), (r'x', 'x'), (r'(a)?x', 'x'), (r'(?P<o>a(?P<i>b))', 'ab')]:
    m = re.match(pat, s)
    print(pat, m.lastindex, m.lastgroup)

# The data attributes are read-only, and other attributes do not exist.
m = re.match('a', 'a')
for name in ['string', 're', 'pos', 'endpos', 'lastindex', 'lastgroup']:
    try:
        setattr(m, name, 1)
    except AttributeError as e:
        # (Nearly names the type 'Match' in the not-writable message, CPython 're.Match'.)
        print(name, type(e).__name__, e if name not in ('lastindex', 'lastgroup') else '')
try:
    m.foo
except AttributeError:
    print('no foo')

# Group errors.
m = re.match(r'(?P<a>a)(b)?', 'a')
for g in [3, -1, 'zz', 1.0, None, True, False]:
    try:
        print(g, m.group(g))
    except IndexError as e:
        print(g, 'IndexError', e)
for g in [5, 'nope']:
    for f in (m.start, m.end, m.span, m.group):
        try:
            f(g)
        except IndexError as e:
            print(f.__name__, g, e)
    try:
        m[g]
    except IndexError as e:
        print('[]', g, e)
try:
    m.group(0, 7)
except IndexError as e:
    print('multi', e)

# The types cannot be called, and unbound methods refuse other receivers.
for t in (re.Pattern, re.Match):
    try:
        t()
    except TypeError as e:
        print(type(e).__name__, e)
for f, args in [(re.Match.group, (5,)), (re.Match.span, ('x',)), (re.Pattern.match, ('a', 'a')),
                (re.Pattern.sub, (m, 'a', 'b'))]:
    try:
        f(*args)
    except TypeError as e:
        print('TypeError')

# A Match keeps its subject and pattern alive after the cache is purged.
m = re.search(r'(\d+)', 'abc ' + str(12345) + ' def')
re.purge()
print(m.group(1), m.string, m.re.pattern, m.re.groups)
