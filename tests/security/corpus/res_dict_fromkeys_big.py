# corpus: resource
# technique: dict fromkeys big
x = dict.fromkeys(range(10 ** 9))
