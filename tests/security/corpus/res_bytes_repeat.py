# corpus: resource
# technique: bytes repeat
x = bytes(10) * 10 ** 9
