# cpython: skip
# args: --budget 1000000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# A quoted csv field spanning many lines is built by the native reader (np_lib_csv.c _record)
# in one buffer across its lines; the budget pays for every line's text, so a huge record read
# in one next() call still runs out of budget.
import csv

csv.field_size_limit(10 ** 9)
lines = ['"' + "x" * 999] + ["y" * 999 + "\n"] * 20000 + ['"\n']
rows = list(csv.reader(lines))
print("read", len(rows[0][0]))
