# args: --memory-limit 16M
# Each round's live objects fit well inside the memory limit, but a round's garbage plus the
# next round's objects would not: the collector must free the dead round before the limit is
# reached (a run whose live objects fit must not fail with MemoryError).
keep = None
for n in range(1, 7):
    keep = None
    count = 7_000_000 // (16 * n + 48)
    keep = [tuple(range(n)) for _ in range(count)]
    print(n, len(keep), sum(keep[-1]))
