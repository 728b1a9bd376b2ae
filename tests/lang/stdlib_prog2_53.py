from datetime import date, timedelta
from collections import defaultdict
from itertools import groupby
from statistics import mean
import random
import json

random.seed(10)
start = date(2024, 1, 1)
sales = []
for i in range(45):
    d = start + timedelta(days=i)
    for _ in range(random.randint(0, 3)):
        sales.append({"date": d.isoformat(), "amount": round(random.uniform(5, 200), 2),
                      "region": random.choice(["N", "S", "E", "W"])})

print(len(sales), sales[0])
by_week = defaultdict(float)
for s in sales:
    d = date.fromisoformat(s["date"])
    y, w, _ = d.isocalendar()
    by_week[f"{y}-W{w:02d}"] += s["amount"]
for wk, amt in sorted(by_week.items()):
    print(wk, f"{amt:9.2f}")

def month_key(s):
    return s["date"][:7]

for month, items in groupby(sorted(sales, key=month_key), key=month_key):
    items = list(items)
    print(month, len(items), round(mean(i["amount"] for i in items), 2))
region_tot = defaultdict(float)
for s in sales:
    region_tot[s["region"]] += s["amount"]
print(json.dumps({k: round(v, 2) for k, v in sorted(region_tot.items())}, indent=None))
best_day = max(sales, key=lambda s: s["amount"])
print(best_day, date.fromisoformat(best_day["date"]).strftime("%A"))
