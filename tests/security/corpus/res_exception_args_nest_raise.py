# corpus: resource
# technique: exception args nest raise
x = 1
for i in range(300000):
    x = KeyError(ValueError(x))
raise x
