# corpus: resource
# technique: str join huge
x = ','.join(['abc' * 1000] * 10 ** 6)
