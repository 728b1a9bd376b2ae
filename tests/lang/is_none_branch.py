# `is None` / `is not None` / `is` in conditions and as values (ISNONE, ISJ and friends).
class Node:
    def __init__(self, v, nxt=None):
        self.v = v
        self.nxt = nxt

def length(n):
    k = 0
    while n is not None:
        k += 1
        n = n.nxt
    return k

head = None
for i in range(10):
    head = Node(i, head)
print(length(head), length(None))

def classify(x):
    if x is None:
        return "none"
    elif x is True:
        return "true"
    elif x is not False:
        return "other"
    return "false"

print([classify(v) for v in (None, True, False, 0, "", [], 1.0)])
a = [1]
b = a
c = [1]
print(a is b, a is c, a is not c, None is None, (a is None) is False)
vals = [x is None for x in (None, 0, False)] + [x is not None for x in (None, 0)]
print(vals)
print(not (head is None), head is not None and head.v, head is None or 5)
x = None
if not x is None:
    print("no")
else:
    print("yes")
t = 0
for v in [None, 1, None, 2]:
    if v is None:
        continue
    t += v
print(t)
print(1 if a is b else 2, 3 if a is c else 4)
# `in` / `not in` fused with their branch, including a __contains__ that raises.
d = {1: 2}
s = {3}
n = 0
for k in range(6):
    if k in d:
        n += 1
    if k not in s:
        n += 10
    while k in s:
        k += 1
print(n)
class Bad:
    def __contains__(self, x):
        raise KeyError(x)
try:
    if 5 in Bad():
        print("no")
except KeyError as e:
    print("KeyError", e)
class Truthy:
    def __contains__(self, x):
        return [x]
print(1 in Truthy(), 1 not in Truthy(), "yes" if 2 in Truthy() else "no")
try:
    if 1 in 5:
        pass
except TypeError as e:
    print(e)
