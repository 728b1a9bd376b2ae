import copy
from collections import Counter, deque, namedtuple, OrderedDict, defaultdict
a = [1, [2, 3], {'k': [4]}]
b = copy.copy(a); c = copy.deepcopy(a)
a[1].append(99); a[2]['k'].append(5)
print(b, c, b[1] is a[1], c[1] is a[1])
class Node:
    def __init__(self, v): self.v = v; self.next = None
n = Node(1); n.next = n
m = copy.deepcopy(n); print(m.v, m.next is m, m is not n)
s = copy.copy(n); print(s.next is n)
shared = [1]; d = copy.deepcopy([shared, shared]); print(d[0] is d[1])
print(copy.deepcopy((1, 2)) == (1, 2), copy.deepcopy({1, 2}), copy.copy('abc'))
cnt = Counter('aab'); print(copy.deepcopy(cnt), copy.copy(cnt) == cnt)
dq = deque([1, [2]]); dq2 = copy.deepcopy(dq); dq[1].append(3); print(dq2)
P = namedtuple('P', 'x y'); print(copy.deepcopy(P([1], 2)))
dd = defaultdict(list, {'a': [1]}); dd2 = copy.deepcopy(dd); dd['a'].append(2); print(dd2)
deep = []
cur = deep
for i in range(5000):
    nxt = []
    cur.append(nxt)
    cur = nxt
try:
    copy.deepcopy(deep)
except RecursionError as e:
    print('RecursionError')
import collections
print([hasattr(copy, n) for n in ('_inst_new', '_inst_new_', '_inst_items')], [hasattr(collections, n) for n in ('_dict_layout', '_dict_layout_', '_tuple_type', '_add_factory_attr_')])
