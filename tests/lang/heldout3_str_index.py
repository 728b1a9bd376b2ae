# s[i] and s[-1] on exact ASCII strs take GETITEM/GETITEMI's shared-character path; these are
# the cases it must leave to np_getitem: out of range, non-ASCII text, bool and big-int
# indexes, str subclasses with their own __getitem__, and characters not seen before.


def scan(s):
    out = []
    for i in range(-len(s), len(s)):
        out.append(s[i])
    return "".join(out)


print(scan("hello, world"))
print(scan("\x00\x01\x7f~"))
print(scan("h\u00e9llo \u4e16\u754c"))  # non-ASCII: code points, not bytes
s = "abcdef"
print(s[0], s[-1], s[5], s[-6], s[True], s[False])
for bad in (6, -7, 10 ** 20, -(10 ** 20)):
    try:
        s[bad]
    except IndexError as e:
        print("IndexError", bad > 0, e)
try:
    s[1.0]
except TypeError as e:
    print("TypeError", e)
try:
    ""[0]
except IndexError as e:
    print("empty", e)
try:
    "x"[-2]
except IndexError as e:
    print("x[-2]", e)


class Rev(str):
    def __getitem__(self, i):
        return "".join(reversed(str(self)))[i]


r = Rev("abc")
print(r[0], r[2], r[-1])


class Plain(str):
    pass


p = Plain("xyz")
print(p[0], p[-1], type(p[0]).__name__)
# Every ASCII character, each read for the first time through an index.
allc = "".join(chr(i) for i in range(127, -1, -1))
print(sum(ord(allc[i]) for i in range(128)), allc[0] == chr(127), allc[-1] == "\x00")
print(allc[5] == chr(122), allc[-3] == "\x02")
t = "tuple"
print([t[i] + t[-1 - i] for i in range(len(t))])
