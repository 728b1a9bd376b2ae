# An uncaught AssertionError with a message.
# stderr: full
def check(x):
    assert x > 0, "x must be positive, got %d" % x
    return x
print(check(5))
check(-3)
