# corpus: resource
# technique: nested dict repr
x = {}
for i in range(200000):
    x = {'k': x}
str(x)
