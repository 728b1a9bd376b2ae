# cpython: skip
# args: --memory-limit 64M
# expect-exit: 1
# expect-stderr-last: MemoryError
# str + str of a predictable size is refused before copying.
s = 'a' * (12 * 2**20)
print(len(s + s))
t = s + s + s
print(len(t))
