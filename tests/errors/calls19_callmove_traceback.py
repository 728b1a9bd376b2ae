# A call whose result goes straight to a local (CALLMOVE, compiler/np_compexpr.c compile_call):
# a frame entered from it returns past the MOVE after it, and a traceback through the caller
# still shows the call's line and carets.
# stderr: full
def inner(a, b):
    return a / b


def outer(x):
    y = inner(x,
              0)
    return y


def run():
    z = outer(1)
    print(z)


run()
