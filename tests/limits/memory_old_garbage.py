# args: --memory-limit 40M
# A live set that survives many collections (old objects) is replaced a sixth at a time, so
# old objects die in small parts. The collector sweeps old objects only when enough of them
# died; the dead ones must still be freed in time: the run allocates far more than the limit
# in total while its live objects fit, and must not fail with MemoryError.
rows = [[i, str(i) * 4, (i, i + 1)] for i in range(60000)]
for r in range(36):
    for i in range(r % 6, len(rows), 6):
        rows[i] = [r, str(r * i) * 4, (r, i)]
    junk = [str(k) for k in range(20000)]
print(len(rows), rows[0], rows[-1][0], len(junk))
