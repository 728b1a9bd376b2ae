# An uncaught NameError for a misspelled name inside a function.
# stderr: full
def greet(name):
    return "hello " + nmae
print("start")
greet("x")
