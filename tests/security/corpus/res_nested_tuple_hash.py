# corpus: resource
# technique: nested tuple hash
x = ()
for i in range(200000):
    x = (x,)
hash(x)
