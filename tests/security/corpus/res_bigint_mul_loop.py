# corpus: resource
# technique: bigint mul loop
x = 7 ** 4000
while True:
    x = x * x % (10 ** 4000 + 7)
