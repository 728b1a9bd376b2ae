# dict(zip(keys, values)) sizes the new dict's tables once from the shorter list or tuple:
# results with unequal lengths, repeated keys, partly consumed iterators and other sources.
cols = ["order_id", "customer", "sku", "qty", "unit_price", "region", "date"]
vals = ["12", "cust03", "SKU-001", "4", "9.99", "north", "2024-01-02"]
d = dict(zip(cols, vals))
print(d, len(d), d["qty"])
d["extra"] = 1
d["more"] = 2
print(list(d)[-3:], len(d))
print(dict(zip(cols, vals[:3])), dict(zip(cols[:2], vals)), dict(zip([], vals)), dict(zip(cols, ())))
print(dict(zip(["a", "b", "a", "b", "a"], range(5))), dict(zip("aaaa", (1, 2, 3, 4))))
ki, vi = iter(cols), iter(tuple(vals))
next(ki), next(ki), next(vi)
print(dict(zip(ki, vi)))
z = zip(cols, vals)
next(z)
print(dict(z), dict(z))
big = dict(zip(range(10000), [0] * 5000))
print(len(big), big[4999], 5000 in big)
rep = dict(zip([k % 3 for k in range(9000)], range(9000)))
print(rep)
print(dict(zip(cols, vals, cols)) if False else dict((a, b) for a, b in zip(cols, vals[::-1])))
try:
    dict(zip(cols, vals[:2], strict=True))
except ValueError as e:
    print("ValueError", e)
try:
    dict(zip([[1], [2]], [3, 4]))
except TypeError as e:
    print("TypeError", e)
try:
    dict(zip(cols, vals, vals))
except ValueError as e:
    print("ValueError", e)
u = {"x": 0}
u.update(zip(cols[:3], vals))
print(u)
