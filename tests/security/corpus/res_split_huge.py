# corpus: resource
# technique: split huge
x = ('a,' * 10 ** 7).split(',')
