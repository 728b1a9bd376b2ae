# Parse CSV-like text by hand and aggregate sales by region and month.
DATA = """region,month,product,units,price
north,2024-01,apple,10,0.5
south,2024-01,apple,7,0.55
north,2024-02,pear,3,1.2
east,2024-01,apple,12,0.5
south,2024-02,pear,9,1.1
north,2024-01,pear,4,1.25
east,2024-02,plum,20,0.3
west,2024-02,plum,,0.3
"""

def parse(text):
    lines = text.strip().splitlines()
    header = lines[0].split(",")
    rows, errors = [], []
    for n, line in enumerate(lines[1:], start=2):
        rec = dict(zip(header, line.split(",")))
        try:
            rec["units"] = int(rec["units"])
            rec["price"] = float(rec["price"])
        except ValueError as e:
            errors.append((n, str(e)))
            continue
        rows.append(rec)
    return rows, errors

rows, errors = parse(DATA)
print(len(rows), "rows;", "errors:", errors)
totals = {}
for r in rows:
    key = (r["region"], r["month"])
    totals[key] = totals.get(key, 0) + r["units"] * r["price"]
for (region, month), value in sorted(totals.items()):
    print(f"{region:<6}{month}  {value:8.2f}")
by_product = {}
for r in rows:
    by_product.setdefault(r["product"], []).append(r["units"])
print({p: (sum(u), len(u)) for p, u in sorted(by_product.items())})
months = sorted({r["month"] for r in rows})
for m in months:
    revenue = sum(r["units"] * r["price"] for r in rows if r["month"] == m)
    print(m, "revenue", round(revenue, 2), "regions", sorted({r["region"] for r in rows if r["month"] == m}))
best = max(rows, key=lambda r: (r["units"] * r["price"], r["region"]))
print("best line:", best)
print(",".join(f"{k}={v}" for k, v in best.items()))
