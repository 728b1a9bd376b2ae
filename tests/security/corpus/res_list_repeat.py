# corpus: resource
# technique: list repeat
x = [0] * 10 ** 9
