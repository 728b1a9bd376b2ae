# An exception in an except clause: both tracebacks with carets.
# stderr: full
def outer():
    try:
        return int("x")
    except ValueError:
        return {}["k"]
outer()
