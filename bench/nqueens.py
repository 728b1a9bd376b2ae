# Benchmark (held-out style, after pyperformance "nqueens"): N-queens by filtering
# permutations. Measures a recursive permutation generator, generator expressions feeding
# set(), len() and tuple building.
def permutations(seq, r):
    # Yields r-length tuples of distinct items of seq, in lexicographic index order.
    pool = tuple(seq)
    n = len(pool)
    if r > n:
        return
    indices = list(range(n))
    cycles = list(range(n, n - r, -1))
    yield tuple(pool[i] for i in indices[:r])
    while n:
        for i in reversed(range(r)):
            cycles[i] -= 1
            if cycles[i] == 0:
                indices[i:] = indices[i + 1:] + indices[i:i + 1]
                cycles[i] = n - i
            else:
                j = cycles[i]
                indices[i], indices[-j] = indices[-j], indices[i]
                yield tuple(pool[i] for i in indices[:r])
                break
        else:
            return


def n_queens(queen_count):
    cols = range(queen_count)
    for vec in permutations(cols, queen_count):
        if (queen_count == len(set(vec[i] + i for i in cols))
                == len(set(vec[i] - i for i in cols))):
            yield vec


total = 0
count = 0
for rep in range(3):
    for sol in n_queens(8):
        count += 1
        total += sum(q * (i + 1) for i, q in enumerate(sol))
print(count, total)
