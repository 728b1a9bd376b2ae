# cpython: skip
# args: --budget 20000000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# csv.writer formats a row natively (np_lib_csv.c _row); the budget pays for the text of
# its fields, so writing huge fields in a short loop still runs out of budget.
import csv


class Sink:
    def write(self, s):
        return len(s)


w = csv.writer(Sink())
field = "x" * 4_000_000
for i in range(100):
    w.writerow([field, "a,b"])
print("wrote them all")
