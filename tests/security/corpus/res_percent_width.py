# corpus: resource
# technique: percent width
x = '%99999999999d' % 1
