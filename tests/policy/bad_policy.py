# cpython: skip
# args: --policy bad_syntax.policy
# expect-exit: 2
# expect-stderr-last: nearly: bad policy: bad_syntax.policy:3: memory: unknown unit
print("never runs")
