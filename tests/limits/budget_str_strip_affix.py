# cpython: skip
# args: --budget 1000000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# strip of a long run of blanks, startswith/endswith of a long prefix and `in` on a long str
# scan without allocating (nor do partition/splitlines without a match): each charges the
# bytes it may scan before it starts.
s = ' ' * 10**6
p = 'a' * 10**6
q = 'a' * 10**6
for _ in range(10):
    r = (s.strip(), p.startswith(q), p.endswith(q), 'b' in p, p.partition('b'), len(p.splitlines()))
print('not reached', r)
