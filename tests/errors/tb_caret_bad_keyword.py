# An unexpected keyword argument: carets under the call.
# stderr: full
def f(a, b):
    return a
f(1, c=2)
