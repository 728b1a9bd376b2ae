# slice.indices(length), as CPython resolves it.
for s in (slice(2, 7, 2), slice(None), slice(-3, None), slice(None, None, -1), slice(10, -10, -3), slice(1, 100)):
    print(s.indices(5), s.indices(0))
for bad in (-1, "x"):
    try:
        slice(1).indices(bad)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
try:
    slice(None, None, 0).indices(3)
except ValueError as e:
    print(type(e).__name__, e)
print(list(range(*slice(1, None, 2).indices(7))))
