# cpython: skip
# args: --budget 1000000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# normalize charges one unit per 64 bytes of input and per 16 code points of output: 60
# normalizations of 160,000 ligatures (each NFKD-decomposed in two) cost about 2.6 M units.
import unicodedata
s = "\ufb01" * 160_000
print('made')
for i in range(60):
    unicodedata.normalize("NFKD", s)
print('normalized: wrong')
