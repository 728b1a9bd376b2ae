# corpus: resource
# technique: frozenset nest
x = frozenset()
for i in range(100000):
    x = frozenset([x])
hash(x)
x == x
print(x)
