# corpus: resource
# technique: except star
try:
    while True:
        pass
except* Exception:
    print('ESCAPED')
