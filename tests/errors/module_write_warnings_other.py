# cpython: skip (CPython lets a script rebind any module name; Nearly only warnings' hooks)
# expect-exit: 1
# expect-stderr-last: AttributeError: cannot set or delete 'warn' of module 'warnings': modules are read-only in Nearly
import warnings
warnings.showwarning = print
warnings.warn = print
