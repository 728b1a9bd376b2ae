# corpus: resource
# technique: format index huge
x = '{999999999999}'.format()
