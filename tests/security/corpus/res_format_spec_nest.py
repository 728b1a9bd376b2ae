# corpus: resource
# technique: format spec nest
s = '{0}'
for i in range(1000):
    s = '{0:' + s + '}'
s.format(1)
