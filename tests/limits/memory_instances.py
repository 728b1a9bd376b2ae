# cpython: skip
# args: --memory-limit 16M
# expect-exit: 1
# expect-stderr-last: MemoryError
# Instances and their attribute dicts are one allocation (np_instance_new): the whole block is
# charged, so 100 000 two-attribute objects (over 20 MB) cannot fit in 16 MB. Were only the
# instance header counted (48 bytes each), they would fit and "not reached" would print.
class P:
    def __init__(self, x, y):
        self.x = x
        self.y = y
keep = []
for i in range(100000):
    keep.append(P(i, i))
print("not reached")
