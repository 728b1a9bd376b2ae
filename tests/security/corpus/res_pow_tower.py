# corpus: resource
# technique: pow tower
x = 10 ** 10 ** 10
print('ESCAPED', len(str(x)))
