# Inventory aggregation with dicts and grouped reports.
records = [
    ("widget", "tools", 4, 2.50),
    ("gadget", "toys", 10, 1.25),
    ("hammer", "tools", 1, 12.00),
    ("yo-yo", "toys", 25, 0.80),
    ("saw", "tools", 2, 15.75),
    ("kite", "toys", 3, 7.10),
    ("glue", "craft", 12, 1.99),
]

by_cat = {}
for name, cat, qty, price in records:
    entry = by_cat.setdefault(cat, {"items": [], "value": 0.0, "qty": 0})
    entry["items"].append(name)
    entry["value"] += qty * price
    entry["qty"] += qty

print(f"{'category':<10}{'qty':>5}{'value':>10}  items")
for cat in sorted(by_cat, key=lambda c: -by_cat[c]["value"]):
    e = by_cat[cat]
    print(f"{cat:<10}{e['qty']:>5}{e['value']:>10.2f}  {', '.join(sorted(e['items']))}")

cheap = [n for n, _, _, p in records if p < 2]
print("cheap:", cheap)
restock = {n: max(0, 5 - q) for n, _, q, _ in records if q < 5}
print("restock:", restock)
most = max(records, key=lambda r: r[2] * r[3])
print("most valuable line:", most[0], round(most[2] * most[3], 2))
prices = sorted(r[3] for r in records)
mid = len(prices) // 2
median = prices[mid] if len(prices) % 2 else (prices[mid - 1] + prices[mid]) / 2
print("median price:", median)
grand = sum(e["value"] for e in by_cat.values())
for cat, e in sorted(by_cat.items()):
    print(f"{cat}: {e['value'] / grand:.1%}")
print(list(zip(*[(r[0], r[2]) for r in records[:3]])))
