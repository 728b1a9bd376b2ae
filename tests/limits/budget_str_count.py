# cpython: skip
# args: --budget 100000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# Searching a long string charges its length (1 unit per 16 bytes) before it scans.
s = 'ab' * 10**6
print(s.count('b'), s.find('c'), s.replace('a', 'cc') == s, len(s.split('a')))
