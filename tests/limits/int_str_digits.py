# int/str conversion of more than 4300 digits raises ValueError, as in CPython 3.11.
x = 10 ** 5000
try:
    s = str(x)
except ValueError as e:
    print("ValueError:", e)
try:
    int("1" * 5000)
except ValueError as e:
    print("ValueError:", e)
print(len(str(10 ** 4000)))
