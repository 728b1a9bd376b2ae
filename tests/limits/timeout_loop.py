# cpython: skip
# args: --timeout 1 --budget 1000000000000000
# expect-exit: 1
# expect-stderr-last: TimeoutError
# A loop with an effectively unlimited budget is stopped by the wall-clock limit.
print("spinning")
while True:
    pass
