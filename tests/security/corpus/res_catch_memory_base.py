# corpus: resource
# technique: catch memory base
try:
    x = [0] * 10 ** 9
except BaseException:
    print('ESCAPED caught MemoryError')
