# corpus: resource
# technique: catch memory growth
x = []
try:
    while True:
        x.append([0] * 10000)
except MemoryError:
    print('ESCAPED caught MemoryError')
