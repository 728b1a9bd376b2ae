# corpus: resource
# technique: sorted big
x = sorted(range(10 ** 8, 0, -1))
