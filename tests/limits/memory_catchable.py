# cpython: skip
# args: --memory-limit 32M
# A MemoryError from one big request is an ordinary exception; the program continues.
try:
    x = [0] * 10 ** 9
except MemoryError:
    print("caught MemoryError")
y = [1] * 1000
print(len(y))
