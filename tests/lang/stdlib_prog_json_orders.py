import json
from collections import defaultdict

RAW = """
[
  {"id": 1, "customer": "alice", "items": [{"sku": "A1", "qty": 2, "price": 9.99}]},
  {"id": 2, "customer": "bob", "items": [{"sku": "B2", "qty": 1, "price": 24.5}, {"sku": "A1", "qty": 1, "price": 9.99}]},
  {"id": 3, "customer": "alice", "items": [{"sku": "C3", "qty": 5, "price": 1.25}]},
  {"id": 4, "customer": "carol", "items": []}
]
"""

def order_total(order):
    return sum(item["qty"] * item["price"] for item in order["items"])

def main():
    orders = json.loads(RAW)
    per_customer = defaultdict(float)
    sku_qty = defaultdict(int)
    for order in orders:
        per_customer[order["customer"]] += order_total(order)
        for item in order["items"]:
            sku_qty[item["sku"]] += item["qty"]
    for name in sorted(per_customer):
        print(f"{name:<8} {per_customer[name]:>8.2f}")
    summary = {
        "orders": len(orders),
        "empty_orders": [o["id"] for o in orders if not o["items"]],
        "sku_qty": dict(sorted(sku_qty.items())),
        "grand_total": round(sum(per_customer.values()), 2),
    }
    print(json.dumps(summary, indent=2, sort_keys=True))
    print(json.dumps(summary, separators=(",", ":")))

if __name__ == "__main__":
    main()
