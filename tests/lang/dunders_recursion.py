# Infinite recursion through operator and comparison methods run in the interpreter loop:
# RecursionError with CPython 3.11's message, and the program goes on afterwards.
class R:
    def __add__(self, o):
        return self + o

    def __lt__(self, o):
        return self < o


for expr in ("R() + 1", "R() < 1"):
    try:
        R() + 1 if expr[4] == "+" else R() < 1
    except RecursionError as e:
        print("RecursionError", e)
print("after", R.__add__.__name__)
