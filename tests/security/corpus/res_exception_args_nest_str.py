# corpus: resource
# technique: exception args nest str
x = 1
for i in range(300000):
    x = ValueError(x)
print(x)
