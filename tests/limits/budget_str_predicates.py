# cpython: skip
# args: --budget 1000000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# isalpha/isdigit/islower/... scan the whole str and allocate nothing: charged before.
s = 'a' * 10**6
for _ in range(5):
    r = (s.isalpha(), s.isalnum(), s.islower(), s.isascii(), s.isidentifier(), s.isprintable(),
         s.istitle(), s.isupper(), s.isspace())
print('not reached', r)
