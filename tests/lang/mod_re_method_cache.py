# Method calls on re objects at one call site (LOADMETHOD's inline cache): the same site sees
# Patterns, Matches, other types with methods of the same name and objects without them.
import re
from collections import OrderedDict

p1 = re.compile(r'(\d+)')
p2 = re.compile(r'(?P<w>[a-z]+)')
m1 = p1.search('ab12')
m2 = p2.match('xyz9')

def call_group(objs):
    out = []
    for o in objs:
        try:
            out.append(o.group(1))
        except AttributeError as e:
            out.append('AttributeError')  # (Nearly's message names 'Pattern', CPython 're.Pattern')
    return out

for i in range(3):
    print(call_group([m1, m2, m1, p1, 'str', m2]))

def call_search(objs, s):
    out = []
    for o in objs:
        r = o.search(s)
        out.append(r.span() if r else r)
    return out

for i in range(3):
    print(call_search([p1, p2, p1, p2], 'ab12cd'))

# A user class with the same method names shares the site.
class Fake:
    def search(self, s):
        return None
    def group(self, n):
        return 'fake%d' % n

for i in range(3):
    print(call_search([p1, Fake(), p2], 'zz7'), call_group([Fake(), m1, m2]))

# Methods read once and called later, and called on the type.
f = p1.findall
g = m2.span
print(f('1 22 333'), g(), g('w'), re.Pattern.findall(p2, 'ab cd'), re.Match.group(m1, 1))
d = OrderedDict(a=1)
for o in [d, m1, d]:
    print(o.get('a') if isinstance(o, dict) else o.start())
