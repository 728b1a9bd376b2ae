# corpus: resource
# technique: enumerate chain
g = iter([1])
for i in range(100000):
    g = enumerate(g)
next(g)
