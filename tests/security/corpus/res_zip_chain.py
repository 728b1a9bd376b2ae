# corpus: resource
# technique: zip chain
g = iter([1])
for i in range(100000):
    g = zip(g)
list(g)
