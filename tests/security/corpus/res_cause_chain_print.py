# corpus: resource
# technique: cause chain print
e = None
for i in range(100000):
    e2 = ValueError(i)
    e2.__cause__ = e
    e = e2
raise e
