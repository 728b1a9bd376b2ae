# corpus: resource
# technique: percent star width
x = '%*d' % (10 ** 9, 1)
