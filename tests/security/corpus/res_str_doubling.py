# corpus: resource
# technique: str doubling
s = 'a'
while True:
    s += s
