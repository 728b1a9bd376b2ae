# A call entered through MOVECALL that raises: the traceback names the call's line.
# stderr: full
def fail(v):
    raise ValueError("bad %r" % (v,))
def outer(a):
    b = a
    return fail(b)
outer(7)
