# corpus: resource
# technique: format precision nested
x = '{:.{}f}'.format(1.5, 10 ** 9)
