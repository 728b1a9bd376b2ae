# corpus: resource
# technique: str translate loop
x = 'a' * 10 ** 6
for i in range(10 ** 6):
    x.translate({97: 98})
