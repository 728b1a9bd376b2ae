# gcstress: skip (its churn passes the 30 s time limit when every safe point collects)
from collections import defaultdict, namedtuple, Counter, deque
ds = []
for i in range(3000):
    k = i
    d = defaultdict(lambda: [k] * 3)
    d['a'].append(i)
    ds.append(d)
    junk = [str(j) * 10 for j in range(50)]
P = namedtuple('P', 'a b')
ps = [P(i, str(i)) for i in range(20000)]
c = Counter(str(i % 97) for i in range(50000))
q = deque()
for i in range(20000):
    q.append(i); q.appendleft(-i)
    if i % 3 == 0: q.popleft()
print(sum(d['a'][0] + d['a'][3] for d in ds), ps[-1].b, c.most_common(2), len(q), q[0], q[-1])
print(sorted(ds[5]['zz']), ds[7].default_factory()[0])
