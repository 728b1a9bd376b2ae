# An uncaught ZeroDivisionError after some output.
# stderr: full
def average(xs):
    return sum(xs) / len(xs)
print(average([1, 2, 3]))
print(average([]))
