# An uncaught KeyError from `d[k] += 1` (the DICTADD instruction falls back to GETITEM) and a
# TypeError from `d[k] = d.get(k, 0) + 1` (DICTCOUNT falls back to the call): same tracebacks.
# stderr: full
def bump(d, k):
    d[k] = d.get(k, 0) + 1
    return d


print(bump({"a": 1}, "a"))
try:
    bump({"a": "x"}, "a")
except TypeError as e:
    print("TypeError:", e)
counts = {"a": 1}
key = "b"
counts[key] += 1
