# Benchmark (held-out style, after typical agent code): textbook sorting algorithms written by
# hand over Python lists: insertion, shell (Ciura gaps), top-down merge, bottom-up merge,
# quicksort (Hoare partition, median of three, recursion on the smaller side), heapsort with an
# explicit sift-down, counting sort and LSD radix sort. Each runs on several input shapes, is
# checked against sorted(), and counts comparisons through a small counter class.
import random


class Counter:
    __slots__ = ("compares", "moves")

    def __init__(self):
        self.compares = 0
        self.moves = 0


def insertion_sort(a, c, lo=0, hi=None):
    hi = len(a) if hi is None else hi
    for i in range(lo + 1, hi):
        x = a[i]
        j = i - 1
        while j >= lo:
            c.compares += 1
            if a[j] <= x:
                break
            a[j + 1] = a[j]
            c.moves += 1
            j -= 1
        a[j + 1] = x
    return a


def shell_sort(a, c):
    gaps = [701, 301, 132, 57, 23, 10, 4, 1]
    n = len(a)
    for gap in gaps:
        for i in range(gap, n):
            x = a[i]
            j = i
            while j >= gap:
                c.compares += 1
                if a[j - gap] <= x:
                    break
                a[j] = a[j - gap]
                c.moves += 1
                j -= gap
            a[j] = x
    return a


def merge(left, right, c):
    out = []
    i = j = 0
    while i < len(left) and j < len(right):
        c.compares += 1
        if left[i] <= right[j]:
            out.append(left[i])
            i += 1
        else:
            out.append(right[j])
            j += 1
    out.extend(left[i:])
    out.extend(right[j:])
    c.moves += len(out)
    return out


def merge_sort(a, c):
    if len(a) <= 16:
        return insertion_sort(list(a), c)
    mid = len(a) // 2
    return merge(merge_sort(a[:mid], c), merge_sort(a[mid:], c), c)


def bottom_up_merge_sort(a, c):
    a = list(a)
    width = 1
    n = len(a)
    while width < n:
        out = []
        for lo in range(0, n, 2 * width):
            out += merge(a[lo:lo + width], a[lo + width:lo + 2 * width], c)
        a = out
        width *= 2
    return a


def median_of_three(a, lo, hi, c):
    mid = (lo + hi) // 2
    c.compares += 3
    x, y, z = a[lo], a[mid], a[hi]
    if x < y:
        return y if y < z else (z if x < z else x)
    return x if x < z else (z if y < z else y)


def quicksort(a, c, lo=0, hi=None):
    hi = len(a) - 1 if hi is None else hi
    while hi - lo > 12:
        pivot = median_of_three(a, lo, hi, c)
        i, j = lo, hi
        while True:
            while a[i] < pivot:
                c.compares += 1
                i += 1
            while a[j] > pivot:
                c.compares += 1
                j -= 1
            if i >= j:
                break
            a[i], a[j] = a[j], a[i]
            c.moves += 2
            i += 1
            j -= 1
        if j - lo < hi - j:
            quicksort(a, c, lo, j)
            lo = j + 1
        else:
            quicksort(a, c, j + 1, hi)
            hi = j
    insertion_sort(a, c, lo, hi + 1)
    return a


def sift_down(a, start, end, c):
    root = start
    while True:
        child = 2 * root + 1
        if child > end:
            return
        if child + 1 <= end:
            c.compares += 1
            if a[child] < a[child + 1]:
                child += 1
        c.compares += 1
        if a[root] < a[child]:
            a[root], a[child] = a[child], a[root]
            c.moves += 2
            root = child
        else:
            return


def heap_sort(a, c):
    n = len(a)
    for start in range((n - 2) // 2, -1, -1):
        sift_down(a, start, n - 1, c)
    for end in range(n - 1, 0, -1):
        a[0], a[end] = a[end], a[0]
        c.moves += 2
        sift_down(a, 0, end - 1, c)
    return a


def counting_sort(a, c):
    if not a:
        return a
    lo, hi = min(a), max(a)
    counts = [0] * (hi - lo + 1)
    for x in a:
        counts[x - lo] += 1
    out = []
    for offset, k in enumerate(counts):
        if k:
            out.extend([offset + lo] * k)
    c.moves += len(out)
    return out


def radix_sort(a, c, base=256):
    shift = min(a) if a else 0
    a = [x - shift for x in a]
    biggest = max(a) if a else 0
    place = 1
    while place <= biggest:
        buckets = [[] for _ in range(base)]
        for x in a:
            buckets[(x // place) % base].append(x)
        a = [x for b in buckets for x in b]
        c.moves += len(a)
        place *= base
    return [x + shift for x in a]


def shapes(rng, n):
    data = [rng.randrange(-10 * n, 10 * n) for _ in range(n)]
    yield "random", data
    yield "sorted", sorted(data)
    yield "reversed", sorted(data, reverse=True)
    few = [rng.randrange(8) for _ in range(n)]
    yield "few_unique", few
    almost = sorted(data)
    for _ in range(n // 20):
        i, j = rng.randrange(n), rng.randrange(n)
        almost[i], almost[j] = almost[j], almost[i]
    yield "almost", almost
    yield "organ", sorted(data[: n // 2]) + sorted(data[n // 2:], reverse=True)


ALGOS = [
    ("insertion", insertion_sort, 400),
    ("shell", shell_sort, None),
    ("merge", merge_sort, None),
    ("merge_bu", bottom_up_merge_sort, None),
    ("quick", quicksort, None),
    ("heap", heap_sort, None),
    ("counting", counting_sort, None),
    ("radix", radix_sort, None),
]


def main(n=5000):
    rng = random.Random(2024)
    print(f"{'algorithm':<10} {'input':<11} {'compares':>9} {'moves':>9} ok")
    totals = {}
    for shape, data in shapes(rng, n):
        expected = sorted(data)
        for name, algo, limit in ALGOS:
            sample = data if limit is None else data[:limit]
            want = expected if limit is None else sorted(sample)
            c = Counter()
            got = algo(list(sample), c)
            ok = got == want
            totals[name] = totals.get(name, 0) + c.compares
            print(f"{name:<10} {shape:<11} {c.compares:9d} {c.moves:9d} {'yes' if ok else 'NO'}")
    ranking = sorted(totals.items(), key=lambda kv: (kv[1], kv[0]))
    print("fewest compares:", ", ".join(f"{k}:{v}" for k, v in ranking))


if __name__ == "__main__":
    main()  # test: main(n=120)
