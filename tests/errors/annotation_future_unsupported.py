# Under `from __future__ import annotations` an annotation Nearly cannot spell as CPython's
# ast.unparse would (a call here) is a clear compile error, never a different string.
# cpython: skip
# expect-exit: 1
# expect-stderr-last: SyntaxError: this annotation is not supported
from __future__ import annotations
def f(x: make_type(1)) -> int:
    return x
