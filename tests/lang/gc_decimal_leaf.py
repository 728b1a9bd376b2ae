# Decimals the natives made are "packed" (their fields in C, no attribute dict) and the
# collector marks them as leaves, without tracing them. Some of them later get an attribute dict
# (a method written in Python reads their fields), and from then on they must be traced again:
# the dict is reachable only through them. Garbage is churned between the steps so that several
# collections run while the Decimals are held only by a list (and by a dict and a tuple).
from decimal import Decimal


def churn(n):
    # Enough garbage to pass the collection threshold several times.
    total = 0
    for i in range(n):
        t = (i, str(i), [i, i + 1], {"k": i}, Decimal(i) / 7)
        total += len(t[1]) + len(t[2])
    return total


vals = [Decimal(i) / 8 - Decimal("3.25") for i in range(300)]
by_key = {str(i): Decimal(i) * Decimal("1.5") for i in range(100)}
pair = (Decimal("0.1") + Decimal("0.2"), abs(Decimal("-7.125")))
churn(60000)
print(sum(vals), sum(by_key.values()), pair)
# as_tuple and sqrt read the fields from Python code: these Decimals get their dicts now.
tuples = [vals[i].as_tuple() for i in range(0, 300, 7)]
roots = [by_key[str(i)].sqrt() for i in range(0, 100, 9)]
churn(60000)
print(vals[::7], tuples[:5])
print(roots)
print([vals[i] + 1 for i in range(0, 300, 7)])
print(pair[0].as_tuple(), pair[1].as_tuple(), pair)
churn(30000)
print(sum(vals), sum(by_key.values()), max(vals), min(vals))
