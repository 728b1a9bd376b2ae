# cpython: skip
# args: --timeout 1 --budget 1000000000000000
# expect-exit: 1
# expect-stderr-last: TimeoutError
# Slow big-int work is stopped by the wall-clock limit too.
x = 3
while True:
    x = x * x % (10 ** 5000 + 7)
