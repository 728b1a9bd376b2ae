# cpython: skip
# args: --memory-limit 6M
# expect-exit: 1
# expect-stderr-last: MemoryError
# Hot patterns are JIT-compiled, and their machine code is charged to the memory limit too:
# keeping ever more of them alive ends in MemoryError, never past the limit.
import re
keep = []
for i in range(100000):
    p = re.compile(r'(\w+)=(\d+);%d|(x+y)+z%d' % (i, i))
    for k in range(40):
        p.search('key=%d;%d' % (k, i))
        p.match('key=1;%d' % i)
    keep.append(p)
print("not reached", len(keep))
