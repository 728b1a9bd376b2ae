from collections import defaultdict, Counter
from itertools import groupby
import statistics

DATA = """date,store,product,units,price
2024-01-03,A,widget,5,2.50
2024-01-03,B,widget,2,2.50
2024-01-04,A,gadget,1,10.00
2024-01-04,A,widget,7,2.40
2024-01-05,B,gadget,3,9.50
2024-01-05,B,gizmo,4,4.25
2024-01-06,A,gizmo,2,4.25"""

def rows():
    lines = DATA.splitlines()
    keys = lines[0].split(",")
    for line in lines[1:]:
        r = dict(zip(keys, line.split(",")))
        r["units"] = int(r["units"])
        r["price"] = float(r["price"])
        yield r

def main():
    data = list(rows())
    pivot = defaultdict(lambda: defaultdict(float))
    for r in data:
        pivot[r["store"]][r["product"]] += r["units"] * r["price"]
    products = sorted({r["product"] for r in data})
    print("store " + " ".join(f"{p:>8}" for p in products) + "    total")
    for store in sorted(pivot):
        vals = [pivot[store].get(p, 0.0) for p in products]
        print(f"{store:5} " + " ".join(f"{v:8.2f}" for v in vals) + f" {sum(vals):8.2f}")
    units = Counter()
    for r in data:
        units[r["product"]] += r["units"]
    print(units.most_common())
    for day, grp in groupby(data, key=lambda r: r["date"]):
        g = list(grp)
        print(day, len(g), statistics.mean(r["price"] for r in g))
    best = max(data, key=lambda r: r["units"] * r["price"])
    print(best)

main()
