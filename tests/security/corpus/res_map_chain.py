# corpus: resource
# technique: map chain
g = [1]
for i in range(100000):
    g = map(abs, g)
list(g)
