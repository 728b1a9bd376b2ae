# cpython: skip
# decimal in Nearly: what the subset leaves out raises NotImplementedError (never a wrong
# result), and what it keeps still traps as CPython does.
from decimal import Decimal, getcontext, InvalidOperation

cases = [
    lambda: Decimal("NaN"),
    lambda: Decimal("-Infinity"),
    lambda: Decimal(float("inf")),
    lambda: Decimal(2) ** Decimal("0.5"),
    lambda: Decimal(2).ln(),
    lambda: Decimal(2).exp(),
    lambda: Decimal("1e-999999") / Decimal("1e100"),
    lambda: format(Decimal(1), "n"),
]
for f in cases:
    try:
        print(f())
    except NotImplementedError as e:
        print("NotImplementedError:", e)

getcontext().traps[InvalidOperation] = False
try:
    Decimal("not a number")
except NotImplementedError as e:
    print("NotImplementedError:", e)
print(getcontext().flags[InvalidOperation])
getcontext().traps[InvalidOperation] = True
try:
    Decimal("1e999999") * 10
except ArithmeticError as e:
    print(type(e).__name__, e)
