# corpus: resource
# technique: set growth
s = set()
while True:
    s.add(len(s))
