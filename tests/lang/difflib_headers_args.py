# unified_diff/context_diff: file header lines (with and without dates) and the argument errors,
# raised on the first next() of each generator.
import difflib
a = ["one\n", "two\n", "three\n", "four\n"]
b = ["one\n", "2\n", "three\n", "five\n", "six\n"]
print("".join(difflib.unified_diff(a, b, "a.txt", "b.txt", "d1", "")))
print("".join(difflib.context_diff(a, b, "a.txt", "b.txt", "", "d2")))
print(list(difflib.unified_diff([], [])))
for bad in ((a, b, 1), ([b"x"], b)):
    for f in (difflib.unified_diff, difflib.context_diff):
        g = f(*bad)
        try:
            next(g)
        except TypeError as e:
            print(f.__name__, e)
