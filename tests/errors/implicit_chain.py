# An exception raised while handling another (implicit chaining): the last line is the new one.
# stderr: full
try:
    {}["missing"]
except KeyError:
    print("handling")
    raise RuntimeError("failed during handling")
