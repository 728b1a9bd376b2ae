# corpus: resource
# technique: zfill huge
x = 'a'.zfill(10 ** 10)
