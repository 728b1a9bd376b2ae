# corpus: resource
# technique: pow big
x = 2 ** (2 ** 40)
