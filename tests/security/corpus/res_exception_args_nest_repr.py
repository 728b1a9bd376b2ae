# corpus: resource
# technique: exception args nest repr
x = 1
for i in range(100000):
    x = ValueError(x)
repr(x)
