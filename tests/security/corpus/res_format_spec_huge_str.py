# corpus: resource
# technique: format spec huge str
x = '{:{}}'.format(1, 'x' * 10 ** 6)
