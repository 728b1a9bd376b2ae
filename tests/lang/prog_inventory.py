# Inventory management: grouping, aggregation, restocking and reports with dicts and lists.
inventory = [
    ("widget", "tools", 4.25, 10),
    ("gadget", "tools", 12.5, 3),
    ("apple", "food", 0.4, 200),
    ("banana", "food", 0.25, 0),
    ("hammer", "tools", 9.99, 7),
    ("cheese", "food", 5.75, 12),
    ("lamp", "home", 25.0, 2),
    ("rug", "home", 80.0, 0),
]
by_cat = {}
for name, cat, price, qty in inventory:
    by_cat.setdefault(cat, []).append({"name": name, "price": price, "qty": qty})
for cat in sorted(by_cat):
    items = by_cat[cat]
    value = sum(i["price"] * i["qty"] for i in items)
    print(f"{cat:<6} items={len(items)} value={value:9.2f} out={[i['name'] for i in items if not i['qty']]}")
def restock(threshold, amount):
    changed = []
    for cat, items in by_cat.items():
        for item in items:
            if item["qty"] < threshold:
                item["qty"] += amount
                changed.append((cat, item["name"], item["qty"]))
    return changed
print(restock(5, 20))
orders = [("apple", 50), ("rug", 1), ("lamp", 30), ("ghost", 1), ("cheese", 12)]
index = {i["name"]: i for items in by_cat.values() for i in items}
for name, want in orders:
    item = index.get(name)
    if item is None:
        print("unknown item", name)
    elif item["qty"] >= want:
        item["qty"] -= want
        print(f"shipped {want} x {name} for {want * item['price']:.2f}")
    else:
        print(f"backorder {name}: want {want}, have {item['qty']}")
report = sorted(index.values(), key=lambda i: (-i["price"] * i["qty"], i["name"]))
for i in report:
    print(f"{i['name']:>8} {i['qty']:>4} x {i['price']:>6.2f} = {i['qty'] * i['price']:>8.2f}")
print(round(sum(i["qty"] * i["price"] for i in report), 2), max(index, key=lambda n: index[n]["price"]))
