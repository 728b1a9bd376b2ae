# The third of a chain of additions fails inside a call: carets under that call.
# stderr: full
l = [1, 2]
v = l.pop() + l.pop() + l.pop()
