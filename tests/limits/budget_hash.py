# cpython: skip
# args: --budget 2000000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# Hashing a tuple charges one unit per element before hashing: 5 hashes of a 10**6-item tuple
# need 5M units, while building it costs under 1M. (Its last item is an instance, whose hash
# a user __hash__ could change, so the tuple's hash is not kept and each hash() does the work.)
class Item:
    pass


t = tuple([0] * 10**6 + [Item()])
for _ in range(5):
    h = hash(t)
print('not reached', h)
