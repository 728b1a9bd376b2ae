# `s[i]` on strs through GETITEM's ASCII fast path (shared one-character strs): negative and
# out-of-range indexes, non-ASCII strs, bool and big-int indexes, str subclasses and characters
# not seen before.
s = "Hello, World! \x00\x7f~"
print([s[i] for i in range(len(s))], [s[-i] for i in range(1, len(s) + 1)])
print(s[0] == "H", s[0] + s[-1], s[True], s[False], ord(s[14]), ord(s[-2]))
u = "h\u00e9llo w\u00f6rld \u20ac"
print([u[i] for i in range(len(u))], u[-1], u[1], len(u[1]))
for idx in (len(s), -len(s) - 1, 10 ** 20, -(10 ** 20)):
    try:
        print(s[idx])
    except IndexError as e:
        print("IndexError", e)
for bad in (1.0, None, "0"):
    try:
        print(s[bad])
    except TypeError as e:
        print("TypeError", e)
try:
    print(""[0])
except IndexError as e:
    print("IndexError", e)


class Shout(str):
    def __getitem__(self, i):
        return str.upper(str(self))[i] if isinstance(i, int) else "?"


class Plain(str):
    pass


for t in (Shout("abc"), Plain("abc"), "abc") * 2:
    print(type(t).__name__, t[0], t[-1], t[1:])

# Characters counted into a dict, char by char (a tokenizer's inner loop).
text = "def f(x):\n    return x * 2  # \u00e9\n" * 3
kinds = {}
i = 0
while i < len(text):
    c = text[i]
    k = "alpha" if c.isalpha() else "digit" if c.isdigit() else "space" if c.isspace() else c
    kinds[k] = kinds.get(k, 0) + 1
    i += 1
print(sorted(kinds.items()))
