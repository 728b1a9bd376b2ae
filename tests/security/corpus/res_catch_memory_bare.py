# corpus: resource
# technique: catch memory bare
try:
    x = 'a' * 10 ** 10
except:
    print('ESCAPED caught MemoryError')
