# `if test: break` compiles to one conditional jump; an error in the test still points at it.
# stderr: full
def scan(items):
    for x in items:
        if 10 // x > 3:
            break
    return x


print(scan([1, 2, 5]))
print(scan([5, 0]))
