# `row[k]` at one site with keys that vary (a loop over column names), then settle on one key,
# over dicts built alike and unlike, mutated between reads, with missing keys and subclasses:
# every read gives the current value or the same KeyError.
names = ["id", "name", "qty", "price", "region", "month", "customer", "note", "extra"]


def read_all(rows, keys):
    out = []
    for row in rows:
        for k in keys:
            try:
                out.append(row[k])
            except KeyError as ex:
                out.append(("missing", str(ex)))
    return out


class Row(dict):
    def __missing__(self, key):
        return "default:" + key


rows = [{"id": i, "name": f"n{i}", "qty": i % 7, "price": i * 1.5, "region": "north",
         "month": i % 12, "customer": f"C{i}"} for i in range(30)]
rows.append({"customer": "odd", "id": -1, "name": "reordered"})
rows.append(Row(id=99, name="sub"))
print(read_all(rows, names)[:40])
print(read_all(rows, names)[-30:])
for r in rows[:5]:
    r["qty"] = -r["qty"]
    del r["name"]
    r["name"] = "renamed"
print(read_all(rows[:6], names))
print(read_all(rows, ["qty"] * 3)[:12], read_all(rows, ["name"])[-4:])
print(sum(len(str(v)) for v in read_all(rows, names * 3)))
