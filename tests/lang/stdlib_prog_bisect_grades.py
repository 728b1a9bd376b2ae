import bisect

BREAKPOINTS = [60, 70, 80, 90]
GRADES = "FDCBA"

def grade(score):
    return GRADES[bisect.bisect(BREAKPOINTS, score)]

class SortedList:
    def __init__(self):
        self.data = []
    def add(self, x):
        bisect.insort(self.data, x)
    def count_range(self, lo, hi):
        return bisect.bisect_right(self.data, hi) - bisect.bisect_left(self.data, lo)
    def __repr__(self):
        return f"SortedList({self.data})"

def main():
    print([grade(s) for s in [33, 99, 77, 70, 89, 90, 100, 60]])
    sl = SortedList()
    for x in [5, 1, 9, 3, 7, 3, 8]:
        sl.add(x)
    print(sl, sl.count_range(3, 7))
    times = [0, 30, 60, 90, 120]
    prices = [1.0, 1.5, 2.0, 2.5, 3.0]
    for t in (0, 45, 119, 500):
        i = bisect.bisect_right(times, t) - 1
        print(t, prices[i])
    records = [("apple", 3), ("banana", 5), ("cherry", 7)]
    keys = [r[0] for r in records]
    i = bisect.bisect_left(keys, "banana")
    print(i, records[i])
    print(bisect.bisect_left([1, 2, 2, 2, 3], 2), bisect.bisect_right([1, 2, 2, 2, 3], 2))
    data = [("a", 1), ("c", 3)]
    bisect.insort(data, ("b", 2))
    print(data)
    print(bisect.bisect([10, 20, 30], 25, lo=1, hi=3))
    by_len = sorted(["aaa", "b", "cc"], key=len)
    print(bisect.bisect_left(by_len, 2, key=len))

main()
