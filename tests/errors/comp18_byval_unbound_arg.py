# The unbound by-value variable is a call's argument inside a nested comprehension.
# stderr: full
def grid(n):
    return [[max(i, j, upper_cap) for j in range(n)] for i in range(n)]
    upper_cap = 3


grid(2)
