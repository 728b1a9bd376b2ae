# Walrus targets inside comprehensions bind in the enclosing function or module; the cases
# CPython accepts next to the ones it refuses (tests/syntax/walrus_comp_*.py).
def f():
    a = [(b := i * 2) for i in range(3) if (c := i)]
    return a, b, c

print(f())
x = [[(z := j) for j in range(i)] for i in range(4)]
print(x, z)
keep = [i for i in range(4) if (lambda: (i := 1))()]
print(keep)
print([[j for j in range(2)] for i in range(2) if (j := i + 5)], j)
g = ((t := n) for n in range(3))
print(list(g), t)
def h():
    total = 0
    rows = [(total := total + v) for v in [1, 2, 3]]
    return rows, total
print(h())
print({k: (last := v) for k, v in [("a", 1), ("b", 2)]}, last)
