# corpus: resource
# technique: dict eq loop
d = dict.fromkeys(range(10 ** 5))
for i in range(10 ** 6):
    d == d
