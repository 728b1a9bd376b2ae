# deque iteration is native (stdlib/np_lib_collections.c): iter, reversed, in, count,
# sum/list/comprehensions over a deque, and the mutation RuntimeError as CPython raises it.
from collections import deque
d = deque([1, 2, 3])
print(list(d), sum(d), list(reversed(d)), 2 in d, 5 in d, d.count(2))
print(type(iter(d)).__name__, type(reversed(d)).__name__)
it = iter(d)
print(next(it))
d.append(4)
try:
    next(it)
except RuntimeError as e:
    print("RT", e)
try:
    next(it)
except RuntimeError as e:
    print("RT again", e)
d = deque(range(5), maxlen=3)
d.appendleft(9)
print(list(d), [x * 2 for x in d], list(reversed(d)), tuple(d), sorted(d), max(d))
it = iter(d)
print(list(it), list(it))
d.append(1)
try:
    list(it)
except RuntimeError as e:
    print("RT after end", e)
try:
    for x in d:
        if x == 3:
            d.popleft()
except RuntimeError as e:
    print("popleft", e)
print(d)
try:
    for x in d:
        d.append(x)
except RuntimeError as e:
    print(e, len(d))
class E:
    def __init__(self, d): self.d = d
    def __eq__(self, o):
        self.d.append(0)
        return False
d = deque([1, 2, 3])
try:
    print(E(d) in d)
except RuntimeError as e:
    print("contains", e)
d = deque([E(None), 2])
d[0].d = d
try:
    print(d.count(2))
except RuntimeError as e:
    print("count", e)
n = float('nan'); print(n in deque([n]), deque([n, n]).count(n))
class D(deque):
    def __iter__(self):
        yield from (1, 2)
print(list(D([5, 6, 7])), 5 in D([5]))
try:
    deque.count(deque())
except TypeError as e:
    print(e)
e = deque()
print(list(e), list(reversed(e)), 1 in e)
r = reversed(deque([1,2,3]))
print(next(r), list(r))
big = deque(range(1000))
big.rotate(300)
print(sum(big), list(big)[:3], sum(1 for _ in reversed(big)), 999 in big, -1 in big)
w = deque(maxlen=5)
avgs = []
for i in range(20):
    w.append(i * i)
    avgs.append(sum(w) / len(w))
print(avgs[-3:], list(w))
q = deque()
q.extend("abc")
q.extendleft("xy")
print("".join(q), "".join(reversed(q)), [c for c in q if c in "ax"], q.count("a"))
print(list(zip(deque([1, 2]), deque("ab"))), list(enumerate(deque([7]))))
class M:
    def __init__(self, d):
        self.d = d
    def __radd__(self, o):
        self.d.append(1)
        return o
    def __lt__(self, o):
        self.d.appendleft(0)
        return False
d = deque([1, 2]); d.append(M(d)); d.append(3)
try:
    print(sum(d))
except RuntimeError as e:
    print("sum", e, len(d))
d = deque([5, 6, 7]); d.append(M(d)); d.append(8)
try:
    print(max(d))
except RuntimeError as e:
    print("max", e, len(d))
except TypeError as e:
    print("max", e)
print(sum(deque([1.5, 2, 3])), min(deque("hello")), set(deque([1, 1, 2])), any(deque([0, 0, 3])))
