# corpus: resource
# technique: nested list eq
x = []
y = []
for i in range(200000):
    x = [x]
    y = [y]
x == y
