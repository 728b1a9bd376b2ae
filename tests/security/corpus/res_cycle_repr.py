# corpus: resource
# technique: cycle repr
x = []
x.append(x)
d = {}
d['d'] = d
print(x, d)
