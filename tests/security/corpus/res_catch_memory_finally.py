# corpus: resource
# technique: catch memory finally
try:
    x = 'a' * 10 ** 10
finally:
    while True:
        pass
