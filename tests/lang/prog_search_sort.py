# Binary search, bubble sort, insertion sort, merge sort and quicksort implementations.
def binary_search(a, x):
    lo, hi = 0, len(a) - 1
    while lo <= hi:
        mid = (lo + hi) // 2
        if a[mid] == x:
            return mid
        if a[mid] < x:
            lo = mid + 1
        else:
            hi = mid - 1
    return -1
def bubble(a):
    a = list(a)
    n = len(a)
    for i in range(n):
        swapped = False
        for j in range(n - 1 - i):
            if a[j] > a[j + 1]:
                a[j], a[j + 1] = a[j + 1], a[j]
                swapped = True
        if not swapped:
            break
    return a
def insertion(a):
    a = list(a)
    for i in range(1, len(a)):
        key = a[i]
        j = i - 1
        while j >= 0 and a[j] > key:
            a[j + 1] = a[j]
            j -= 1
        a[j + 1] = key
    return a
def merge_sort(a):
    if len(a) <= 1:
        return a
    mid = len(a) // 2
    left, right = merge_sort(a[:mid]), merge_sort(a[mid:])
    out, i, j = [], 0, 0
    while i < len(left) and j < len(right):
        if left[i] <= right[j]:
            out.append(left[i])
            i += 1
        else:
            out.append(right[j])
            j += 1
    return out + left[i:] + right[j:]
def quicksort(a):
    if len(a) < 2:
        return a
    pivot = a[len(a) // 2]
    return (quicksort([x for x in a if x < pivot]) + [x for x in a if x == pivot]
            + quicksort([x for x in a if x > pivot]))
seed = 12345
data = []
for _ in range(60):
    seed = (seed * 1103515245 + 12345) % 2 ** 31
    data.append(seed % 1000)
print(data[:10])
expected = sorted(data)
for sorter in (bubble, insertion, merge_sort, quicksort):
    print(sorter.__name__, sorter(data) == expected, sorter(data)[:8])
s = expected
print([binary_search(s, x) for x in (s[0], s[17], s[-1], -5, 1001)])
print(binary_search(list(range(0, 100, 3)), 42), binary_search([], 1))
print(merge_sort(["pear", "apple", "fig", "banana"]), quicksort([3.5, -1, 2, 2, 0]))
