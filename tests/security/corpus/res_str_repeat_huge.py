# corpus: resource
# technique: str repeat huge
s = 'a' * (2 ** 62)
