# Tuples, lists, slices, iterators and ranges are recycled through the small-object pool
# (vm/np_gc.c pooled_kind): values that stay alive must never share memory with garbage that
# the collector freed and a later allocation reused.
keep = []
for i in range(3000):
    t = tuple(range(i % 23))          # tuples of many size classes
    lst = [i, str(i), (i, i + 1)]
    s = slice(i, i + 5, 2)
    it = iter(lst)
    r = range(i, i * 2 + 1, 3)
    junk = [(j, j) for j in range(i % 7)]
    if i % 100 == 0:
        keep.append((t, lst, s, it, r))
    del junk
total = 0
for t, lst, s, it, r in keep:
    total += sum(t) + lst[0] + len(lst[1]) + lst[2][1] + len(r) + len(str(s))
    total += next(it)
print(total)
print(keep[5][0], keep[5][1], keep[5][2], keep[5][4], list(keep[5][3]))


# A tuple subclass carries an attribute dict after its items; it must survive reuse too.
class Pair(tuple):
    pass


pairs = []
for i in range(2000):
    p = Pair((i, -i))
    p.tag = "p%d" % i
    garbage = Pair((i,))
    garbage.tag = None
    if i % 250 == 0:
        pairs.append(p)
print([(tuple(p), p.tag) for p in pairs])

# Slices and sliced copies reused many times.
data = list(range(50))
acc = []
for k in range(1, 2000):
    a = data[k % 50:]
    b = data[::-(k % 3 + 1)]
    c = data[:]
    c[: k % 10] = data[k % 10: 0: -1] if k % 10 else []
    acc.append(len(a) + len(b) + sum(c[:5]))
print(sum(acc), acc[:10], acc[-5:])
