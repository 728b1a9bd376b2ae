# corpus: resource
# technique: ljust huge
x = 'x'.ljust(10 ** 10)
