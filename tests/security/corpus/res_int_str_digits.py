# corpus: resource
# technique: int str digits
x = 10 ** 5000
try:
    str(x)
except ValueError as e:
    print(e)
