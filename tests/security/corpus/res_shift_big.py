# corpus: resource
# technique: shift big
x = 1 << 10 ** 10
