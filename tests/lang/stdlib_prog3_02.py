DATA = """name, dept ,salary,start
Alice,Engineering, 120000 ,2019-03-01
Bob,Sales,80000,2020-07-15
  Carol ,Engineering,135000,2017-11-30
Dan,Support,,2021-01-04
Eve,Sales,92000.50,2018-05-20
"""
lines = [l for l in DATA.strip().split("\n")]
header = [h.strip().lower() for h in lines[0].split(",")]
rows = []
for raw in lines[1:]:
    parts = [p.strip() for p in raw.split(",")]
    rec = dict(zip(header, parts))
    rec["salary"] = float(rec["salary"]) if rec["salary"] else None
    rows.append(rec)
depts = {}
for r in rows:
    depts.setdefault(r["dept"], []).append(r)
for d in sorted(depts):
    sal = [r["salary"] for r in depts[d] if r["salary"] is not None]
    avg = sum(sal) / len(sal) if sal else 0
    print(f"{d.upper():12}|{len(depts[d]):3d}|{avg:12.2f}|{', '.join(r['name'] for r in depts[d])}")
print("-" * 40)
print(",".join(header).title())
years = sorted({r["start"].partition("-")[0] for r in rows})
print(years, max(rows, key=lambda r: r["salary"] or 0)["name"].center(11, "*"))
print("Missing:", [r["name"] for r in rows if r["salary"] is None])
print("|".join(s.zfill(6) for s in ["12", "-3", "abc"]), "a,b,,c".split(","), "x y  z".split())
