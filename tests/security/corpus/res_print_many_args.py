# corpus: resource
# technique: print many args
print(*range(10 ** 7))
