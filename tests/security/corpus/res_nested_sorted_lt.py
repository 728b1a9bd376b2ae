# corpus: resource
# technique: nested sorted lt
x = []
y = []
for i in range(200000):
    x = [x]
    y = [y]
x < y
