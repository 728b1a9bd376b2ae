# cpython: skip
# args: --memory-limit 32M
# expect-exit: 1
# expect-stderr-last: MemoryError
# replace: the result size is known from the match count, refused before building.
s = 'a' * 10**5
print(len(s.replace('a', 'bb')))
print(len(s.replace('a', 'b' * 10**5)))
