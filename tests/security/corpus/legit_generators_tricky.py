# corpus: legit
# technique: generators tricky
def counter():
    total = 0
    while True:
        x = yield total
        if x is None:
            return total
        total += x


g = counter()
next(g)
print(g.send(3), g.send(4))
try:
    g.send(None)
except StopIteration as e:
    print("done", e.value)


def chain(*its):
    for it in its:
        yield from it


print(list(chain([1], (2, 3), range(4, 6))), sum(x * x for x in range(10)))
