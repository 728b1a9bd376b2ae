# corpus: resource
# technique: format width field
x = '{:10000000000}'.format(1)
