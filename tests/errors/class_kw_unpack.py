# cpython: skip
# expect-exit: 1
# expect-stderr-last: SyntaxError: class keyword argument unpacking (**) is not supported
class C(**{"a": 1}):
    pass
