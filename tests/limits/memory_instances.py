# cpython: skip
# args: --memory-limit 16M
# expect-exit: 1
# expect-stderr-last: MemoryError
# An instance and its attribute values are one allocation (np_instance_new; a shaped instance's
# value array follows it): the whole block is charged, so 200 000 five-attribute objects (128
# bytes each, over 25 MB) cannot fit in 16 MB. Were only the instance header counted (48 bytes
# each), they would fit and "not reached" would print.
class P:
    def __init__(self, x, y):
        self.x = x
        self.y = y
        self.a = x
        self.b = y
        self.c = x
keep = []
for i in range(200000):
    keep.append(P(i, i))
print("not reached")
