# corpus: resource
# technique: nested in
x = []
for i in range(100000):
    x = [x]
x in [[x]]
