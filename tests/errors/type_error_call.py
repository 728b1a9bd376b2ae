# An uncaught TypeError from calling a function with the wrong number of arguments.
# stderr: full
def area(w, h):
    return w * h
print(area(2, 3))
print(area(2))
