# args: --memory-limit 16M
# A dict display of six or more keys gets CPython's presized tables at once (vm/np_dict.c
# np_dict_presize): 20 000 six-key records fit in 16 MiB (they needed ~22 MiB when the tables
# grew key by key, from 8 index slots to 32 at the sixth). Then displays of 6-22 keys with
# duplicate keys, later inserts, deletes and updates keep CPython's order and values.
rows = []
for i in range(20000):
    rows.append({"id": i, "name": "n", "qty": i % 7, "price": 2.5, "region": "east", "ok": True})
print(len(rows), sum(r["qty"] for r in rows), list(rows[5]))
k = [f"k{j}" for j in range(22)]
d6 = {k[0]: 0, k[1]: 1, k[2]: 2, k[3]: 3, k[4]: 4, k[5]: 5}
dup = {k[0]: 0, k[1]: 1, k[0]: 2, k[2]: 3, k[1]: 4, k[3]: 5, k[4]: 6}
print(d6, dup, len(dup))
for j in range(6, 22):
    d6[k[j]] = j
del d6[k[2]]
d6[k[2]] = "back"
print(list(d6.items())[-3:], len(d6))
d11 = {k[0]: 0, k[1]: 1, k[2]: 2, k[3]: 3, k[4]: 4, k[5]: 5, k[6]: 6, k[7]: 7, k[8]: 8,
       k[9]: 9, k[10]: 10}
d11.update({k[20]: 20, k[21]: 21})
d11.pop(k[0])
print(d11, sum(d11.values()))
