# An uncaught UnboundLocalError: the name is local because it is assigned later.
# stderr: full
total = 10
def add(n):
    total += n
    return total
add(5)
