# cpython: skip
# expect-exit: 1
# expect-stderr-last: TypeError: vars() without an argument (the caller's locals) is not supported in Nearly
# vars() without an argument would hand the script its locals: refused with a clear error.
x = 1
print(vars())
