# corpus: resource
# technique: catch budget base
try:
    while True:
        pass
except BaseException as e:
    print('ESCAPED caught', type(e).__name__)
