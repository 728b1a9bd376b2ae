# An uncaught KeyError whose key is a tuple.
# stderr: full
grid = {(0, 0): "a"}
print(grid[0, 0])
print(grid[(1, 2)])
