# corpus: resource
# technique: nested list repr
x = []
for i in range(200000):
    x = [x]
repr(x)
