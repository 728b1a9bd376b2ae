# cpython: skip
# args: --memory-limit 32M
# expect-exit: 1
# expect-stderr-last: MemoryError
# str.format padding to a huge width is refused before allocating.
print('{:>5}|{:^7}|{:08.3f}'.format('a', 'b', 3.14159))
print(len('{:>{}}'.format('a', 10**12)))
