# cpython: skip
# args: --memory-limit 4M
# expect-exit: 1
# expect-stderr-last: MemoryError
# "".join(), sorted() and sum() drain their generator in the interpreter loop; the list they
# build grows past the memory limit inside that drain, which raises the MemoryError there.
keep = []
while True:
    keep.append("".join(str(x) for x in range(300)))
    keep.append(sorted(x * 3 % 7 for x in range(300)))
    keep.append([sum(x for x in range(5))])
