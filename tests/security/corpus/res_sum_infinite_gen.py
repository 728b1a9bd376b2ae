# corpus: resource
# technique: sum infinite gen
def g():
    n = 0
    while True:
        n += 1
        yield n
print(sum(g()))
