# corpus: resource
# technique: int parse digits
try:
    int('9' * 50000)
except ValueError as e:
    print(e)
