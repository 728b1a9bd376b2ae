# An uncaught NameError of a mistyped local: CPython's "Did you mean" hint on stderr.
# stderr: full
def compute(values):
    totl = 0
    for v in values:
        totl += v
    return total
compute([1])
