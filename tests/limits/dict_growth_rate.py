# args: --memory-limit 28M
# A dict grown key by key past a resize takes an index of the next power of two at or above
# three times its live entries (CPython's growth rate), not of three times one more, which
# doubled the index again at each power-of-two boundary: 20000 records of 8 keys plus 3 more
# fit in 28 MiB (they needed ~40 MiB then). Order and values are unchanged.
recs = []
for i in range(20000):
    r = {"a": i, "b": i, "c": i, "d": i, "e": i, "f": i, "g": i, "h": i}
    r["x"] = r["y"] = r["z"] = i
    recs.append(r)
print(len(recs), sum(len(r) for r in recs))
d = {}
for i in range(1000):
    d[i] = i
    if i % 3 == 0:
        del d[i // 2]
print(len(d), list(d)[:5], list(d)[-3:], sum(d.values()))
