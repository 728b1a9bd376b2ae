# corpus: resource
# technique: list insert front loop
x = list(range(10 ** 6))
while True:
    x.insert(0, 1)
