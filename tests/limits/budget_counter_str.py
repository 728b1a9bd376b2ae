# cpython: skip
# args: --budget 3000000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# Counter(str) counts a fresh Counter's characters in one native loop (np_lib_collections.c
# count_str), charged one unit per character, so a huge string still runs out of budget.
from collections import Counter

s = "aé" * 5000000
print(len(Counter(s)))
