# An exception inside functions called with *args/**kwargs, which run as frames of the calling
# stderr: full
# loop: each frame's line is in the traceback.
def inner(a, b, *, div=0):
    return a // div


def outer(*args, **kwargs):
    return inner(*args, **kwargs)


outer(*(1, 2), **{"div": 0})
