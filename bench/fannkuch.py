# Benchmark (held-out style, after the benchmarks game "fannkuch-redux"): permutation
# flipping. Measures list slicing, slice assignment, list.reverse-style slice reversal,
# list.pop/insert, indexing and while loops on small ints.
def fannkuch(n):
    count = list(range(1, n + 1))
    max_flips = 0
    m = n - 1
    r = n
    check = 0
    checksum = 0
    perm1 = list(range(n))
    sign = 1
    while True:
        while r != 1:
            count[r - 1] = r
            r -= 1
        if perm1[0] != 0 and perm1[m] != m:
            perm = perm1[:]
            flips = 0
            k = perm[0]
            while k:
                perm[:k + 1] = perm[k::-1]
                flips += 1
                k = perm[0]
            if flips > max_flips:
                max_flips = flips
            checksum += sign * flips
        check += 1
        sign = -sign
        while r != n:
            perm1.insert(r, perm1.pop(0))
            count[r] -= 1
            if count[r] > 0:
                break
            r += 1
        else:
            return max_flips, checksum, check


print(fannkuch(9))
