# corpus: resource
# technique: pow mod big
x = pow(3, 10 ** 100000, 10 ** 100000 + 1)
