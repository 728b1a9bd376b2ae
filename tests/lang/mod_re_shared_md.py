# re: every match reads its groups before another match can run, so interleaved scans must
# not see each other's results: finditer iterators advanced in turn, sub() callbacks that run
# other patterns (including ones with many more groups), and matches kept across other calls.
import re

big = re.compile('(' + ')('.join(['[a-z]'] * 30) + ')')
letters = 'abcdefghijklmnopqrstuvwxyzabcd'

def repl(m):
    inner = big.match(letters)
    words = re.findall(r'(\w)(\w)', m.group(1) * 3)
    return '<%s:%d:%s:%s>' % (m.group(1), len(inner.groups()), inner.group(30), words[:2])

for i in range(3):
    print(re.sub(r'(\d+)', repl, 'a1b22c333'))

it1 = re.finditer(r'(\d)', 'x1y2z3')
it2 = re.finditer(r'([a-z])([a-z])?', 'pqrst')
out = []
for a, b in zip(it1, it2):
    out.append((a.group(1), a.span(), b.groups(), b.span(2), b.lastindex))
print(out)

# Matches made earlier keep their own groups.
ms = [re.match(r'(\w)(\w)?(\w)?', w) for w in ['a', 'ab', 'abc', 'xyz', 'q']]
print([m.groups() for m in ms], [m.lastindex for m in ms])
m1 = big.match(letters)
m2 = re.match(r'(a)', 'a')
print(m1.group(1, 15, 30), m2.groups(), m1.span(30))

# A callback that raises leaves the module usable.
def bad(m):
    raise ValueError('boom ' + m.group())
try:
    re.sub(r'\d', bad, 'ab7')
except ValueError as e:
    print(e)
print(re.sub(r'(\d)(\d)?', r'[\2\1]', '1 23 456'))
