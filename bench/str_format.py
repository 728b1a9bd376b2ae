# Benchmark (held-out style): string formatting. Measures %-formatting with width,
# precision and flags, f-strings with format specs (alignment, fill, thousands separators,
# floats, hex), str.format with positional and keyword fields, and str.join of the results.
def row_percent(i, x):
    return "%5d|%-8s|%08.3f|%x|%+.2e|%r" % (i, "n%d" % i, x, i * 37, x * 1e5, "k")


def row_fstring(i, x):
    return f"{i:>6}|{x:<10.4f}|{i * 1000:,}|{i:#06x}|{x:^12.2f}|{i:b}|{x:.3%}"


def row_format(i, x):
    return "{0:>5}:{name:*^9}:{1:.5g}:{2!r}".format(i, x, "s%d" % (i % 10), name="n%d" % (i % 100))


total = 0
last = ""
for i in range(60000):
    x = i * 0.731 - 123.5
    a = row_percent(i, x)
    b = row_fstring(i, x)
    c = row_format(i, x)
    line = " ".join([a, b, c])
    total += len(line)
    last = line
print(total)
print(last)
