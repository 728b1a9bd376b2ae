# corpus: resource
# technique: format precision
x = format(1.5, '.999999999f')
