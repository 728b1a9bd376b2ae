# cpython: skip
# expect-exit: 1
# expect-stderr-last: SyntaxError: except* is not supported in Nearly Python
try:
    pass
except* ValueError:
    pass
