# A wrapper made by a decorator: frames of the wrapper and the function.
# stderr: full
def deco(fn):
    def wrapper(*a, **k):
        return fn(*a, **k)
    return wrapper
@deco
def boom(x):
    return x.missing
boom(3)
