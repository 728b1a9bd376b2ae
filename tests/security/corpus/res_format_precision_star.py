# corpus: resource
# technique: format precision star
x = '%.*f' % (10 ** 9, 1.0)
