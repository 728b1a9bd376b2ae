# corpus: resource
# technique: range list
x = list(range(10 ** 9))
