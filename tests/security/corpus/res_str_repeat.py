# corpus: resource
# technique: str repeat
s = '9' * 10 ** 9
print(len(s))
