# corpus: resource
# technique: filter chain
g = iter([1])
for i in range(100000):
    g = filter(None, g)
list(g)
