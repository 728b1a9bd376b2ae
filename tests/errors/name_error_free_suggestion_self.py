# expect-exit: 1
# The free variable itself is never suggested: CPython 3.11 falls through to the builtins.
def outer():
    def inner():
        return value
    inner()
    value = 1

outer()
