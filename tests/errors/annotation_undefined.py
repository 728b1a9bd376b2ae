# An annotation is evaluated when the def statement runs: an undefined name is a NameError.
# stderr: full
def f(x: Undefined) -> int:
    return x
