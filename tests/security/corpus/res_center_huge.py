# corpus: resource
# technique: center huge
x = 'x'.center(2 ** 62)
