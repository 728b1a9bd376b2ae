# An attribute of None: carets under the attribute expression.
# stderr: full
x = None
y = x.attr
