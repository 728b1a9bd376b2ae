# cpython: skip
# args: --policy clock.policy --timeout 0.3
# expect-exit: 1
# expect-stderr-last: TimeoutError: execution time limit exceeded
import time
print("sleeping")
time.sleep(60)
print("not reached")
