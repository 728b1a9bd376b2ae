# corpus: resource
# technique: timeout in except
try:
    1 / 0
except ZeroDivisionError:
    while True:
        pass
