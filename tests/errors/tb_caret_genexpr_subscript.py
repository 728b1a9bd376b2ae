# A missing key inside a generator expression fed to sum().
# stderr: full
def total(items):
    return sum(item["price"] * item["qty"] for item in items)
total([{"price": 1, "qty": 2}, {"price": 3}])
