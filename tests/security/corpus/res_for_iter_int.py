# corpus: resource
# technique: for iter int
for x in iter(int, 1):
    pass
