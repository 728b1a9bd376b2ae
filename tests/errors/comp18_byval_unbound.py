# A comprehension reading an unbound enclosing local handed over by value: CPython's NameError
# for an empty cell, at the name, in the <dictcomp> frame.
# stderr: full
def table(keys):
    out = {k: str(k) for k in keys}
    out.update({k: len(label) for k in keys})
    label = "x"
    return out


print(table([]))
table([1])
