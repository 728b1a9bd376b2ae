# An uncaught AttributeError on a builtin type.
# stderr: full
items = [3, 1, 2]
items.sort()
print(items)
items.push(4)
