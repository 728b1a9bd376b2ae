# corpus: resource
# technique: yield from chain
def g(n):
    if n:
        yield from g(n - 1)
    else:
        yield 1
list(g(100000))
