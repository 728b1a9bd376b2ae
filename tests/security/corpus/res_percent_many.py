# corpus: resource
# technique: percent many
x = ('%s' * 10 ** 7) % tuple(range(10 ** 7))
