# Instance attribute dicts start with small tables inside the dict object; growing past them,
# deleting and re-adding attributes must behave like ordinary dicts.
class P:
    def __init__(self, n):
        for k in range(n):
            setattr(self, "a%d" % k, k)

    def names(self, n):
        return [k for k in range(n) if hasattr(self, "a%d" % k)]

for n in (0, 1, 4, 5, 6, 9, 20):
    p = P(n)
    print(n, p.names(22), getattr(p, "a%d" % (n - 1), None))

q = P(5)
del q.a2
q.z = 99
q.a2 = 7
print(q.names(6), q.z, q.a2)
for k in range(5):
    delattr(q, "a%d" % k)
print(q.names(6), q.z)
for k in range(12):
    setattr(q, "b%d" % k, k * k)
print(q.b11, q.z, hasattr(q, "a0"))
keep = []
for i in range(3000):
    o = P(i % 8)
    if i % 500 == 0:
        keep.append(o)
print([len(o.names(10)) for o in keep])
