# corpus: legit
# technique: try finally order
def f():
    try:
        return "try"
    finally:
        print("finally runs")


def g():
    for i in range(3):
        try:
            if i == 1:
                continue
            yield i
        finally:
            print("cleanup", i)


print(f(), list(g()))
try:
    try:
        raise KeyError("k")
    finally:
        print("inner finally")
except KeyError as e:
    print("caught", e)
