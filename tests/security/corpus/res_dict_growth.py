# corpus: resource
# technique: dict growth
d = {}
while True:
    d[len(d)] = [0] * 100
