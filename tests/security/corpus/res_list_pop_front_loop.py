# corpus: resource
# technique: list pop front loop
x = list(range(10 ** 6))
while True:
    x.pop(0)
    x.append(1)
