# A call spanning two lines: carets to the end of the first line; a + b in the callee.
# stderr: full
def f(a, b):
    return a + b
result = f(1,
           None)
