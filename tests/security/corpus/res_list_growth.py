# corpus: resource
# technique: list growth
x = []
while True:
    x.append('a' * 1000)
