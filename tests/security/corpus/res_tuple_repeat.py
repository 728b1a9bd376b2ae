# corpus: resource
# technique: tuple repeat
x = (1,) * 10 ** 10
