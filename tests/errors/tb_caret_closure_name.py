# A NameError in a nested function.
# stderr: full
def outer():
    def inner():
        return nonexistent
    return inner()
outer()
