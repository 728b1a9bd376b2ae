# Attribute dicts of builtin-subclass instances and functions survive collections (GC marking).
class L(list):
    pass
class S(str):
    pass
class T(tuple):
    pass
class I(int):
    pass
class D(dict):
    pass
keep = []
for i in range(20000):
    l = L([i, i]); l.a = [i] * 3; l.me = l
    s = S("x" * (i % 7)); s.tag = i
    t = T((i,) * (i % 5)); t.z = {i: l}
    n = I(i); n.q = str(i)
    d = D(a=i); d.b = d
    if i % 1000 == 0:
        keep.append((l, s, t, n, d))
print(sum(k[0].a[0] + k[2].z[k[0][0]][0] + int(k[3].q) + k[4].b["a"] + len(k[1].tag.__class__.__name__) for k in keep))
def f(): pass
for i in range(5000):
    f.cache = {i: [i]}
print(f.cache)
