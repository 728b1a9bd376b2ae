# corpus: resource
# technique: format width
x = format(1, '9999999999')
