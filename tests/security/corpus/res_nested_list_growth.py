# corpus: resource
# technique: nested list growth
x = []
while True:
    x = [x, x]
