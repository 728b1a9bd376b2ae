# cpython: skip
# Generator objects expose no reflective attributes (gi_frame, gi_code, ...): AttributeError.
def gen():
    yield 1
g = gen()
for name in ["gi_frame", "gi_code", "gi_running", "gi_yieldfrom"]:
    try:
        getattr(g, name)
        print(name, "exists")
    except AttributeError as e:
        print(type(e).__name__, e)
print(next(g))
