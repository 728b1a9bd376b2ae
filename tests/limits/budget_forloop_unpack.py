# cpython: skip
# args: --budget 100000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# A for loop whose body starts by unpacking its item (FORLOOPU, which unpacks a tuple item
# itself and skips the UNPACK) is still charged on every back edge, as is a list comprehension's
# append and back edge (LISTAPPENDLOOP).
pairs = [(i, i) for i in range(1000)]


def spin():
    n = 0
    while True:
        for a, b in pairs:
            n += 1
        [x for x in pairs]


spin()
print('finished: wrong')
