# corpus: resource
# technique: int growth
x = 3
while True:
    x = x * x
