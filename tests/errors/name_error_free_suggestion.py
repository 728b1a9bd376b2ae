# expect-exit: 1
# A NameError for an empty free variable gets CPython's "Did you mean" too: the name itself
# (a free variable of the frame) is skipped, so the builtins offer the closest name.
def outer():
    def inner():
        return lenn
    r = inner()
    lenn = 1
    return r

outer()
