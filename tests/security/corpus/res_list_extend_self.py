# corpus: resource
# technique: list extend self
x = [1]
while True:
    x.extend(x)
