# List item arrays of every small size class and across the pooled/unpooled boundary: growth by
# append, slicing, sort (which detaches and reattaches the array), copies and comprehensions.
lists = []
for n in range(0, 60):
    xs = []
    for i in range(n):
        xs.append(i * 3 % 7)
    lists.append(xs)
total = 0
for xs in lists:
    ys = xs[:]
    ys.sort()
    zs = sorted(xs, reverse=True)
    total += sum(ys) - sum(zs) + len(xs[::2]) + len(xs[1:-1])
    ys.extend(zs)
    ys += ys[:5]
    total += len(ys)
print(total)
print([len(x) for x in lists[::7]])
big = [list(range(k)) for k in range(40)]
for k in range(40):
    big[k] = big[k] * 2 + big[(k * 7) % 40]
print([sum(b) for b in big[::5]], [len(b) for b in big[::5]])
try:
    ws = [3, 1, 2]
    ws.sort(key=lambda v: ws.append(v) or v)
except ValueError as e:
    print("ValueError", e)
print(ws if len(ws) < 10 else len(ws))
