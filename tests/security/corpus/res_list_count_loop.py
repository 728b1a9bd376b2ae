# corpus: resource
# technique: list count loop
x = list(range(10 ** 6))
for i in range(10 ** 6):
    x.count(-1)
