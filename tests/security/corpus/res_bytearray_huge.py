# corpus: resource
# technique: bytearray huge
x = bytearray(10 ** 10)
