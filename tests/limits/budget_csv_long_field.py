# cpython: skip
# args: --budget 400000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# A quoted csv field spanning many lines is carried from line to line by the native reader;
# the budget pays for copying it each line, so its quadratic cost cannot run unbudgeted.
import csv

csv.field_size_limit(10 ** 9)
lines = ['"' + "x" * 999] + ["y" * 999 + "\n"] * 2000 + ['"\n']
rows = list(csv.reader(lines))
print("read", len(rows[0][0]))
