d = {i: str(i) for i in range(10)}
for k, v in d.items():
    print(k, v, end="; ")
print()
try:
    for k, v in d.items():
        if k == 3:
            d[100] = 1
except RuntimeError as e:
    print(e)
d = {"a": 1, "b": 2}
for k, v in d.items():
    d[k] = v * 10
print(d)
for k, v in {}.items():
    print("never")
for (k, v) in d.items():
    print(k, v)
for k, v in list(d.items()):
    print(k, v)
x = {1: (2, 3)}
for k, (a, b) in x.items():
    print(k, a, b)
it = iter({1: 2, 3: 4}.items())
print(next(it))
for k, v in it:
    print("rest", k, v)
def g(d):
    t = 0
    for k, v in d.items():
        t += k * v
        if k > 50:
            break
    return t
print(g({i: i for i in range(100)}))
d = {1: 2}
try:
    for k, v in d.items():
        del d[k]
        d[k + 1] = 0
        if k > 5:
            break
except RuntimeError as e:
    print("RT", e)
print(d)
d = {i: i for i in range(6)}
for k in d:
    print(k, end=" ")
print()
try:
    for k in d:
        d[k + 100] = 1
except RuntimeError as e:
    print(e)
d = {1: 1, 2: 2}
try:
    for k in d:
        del d[k]
        d[k + 10] = 0
except RuntimeError as e:
    print(e)
print(d)
for v in {1: "x", 2: "y"}.values():
    print(v)
ks = iter({1: 1, 2: 2, 3: 3})
print(next(ks), list(ks), list(ks))
