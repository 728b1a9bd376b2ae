# s[a:b] of an ASCII str takes a shorter path (bytes are characters): its bounds must clamp as
# every slice does, one character must be the same object s[i] gives, an empty result the
# empty str and the whole str the str itself, as in CPython; other bounds, steps, non-ASCII
# text and str subclasses keep the general path.
s = "stead"
print([s[:i] + "_" + s[i + 1:] for i in range(len(s))])
print(s[-3:], s[:-3], s[-99:2], s[3:99], s[99:], s[:-99], s[4:2], s[-1:-2], repr(s[5:]))
empty = ""
print(s[1:2] is s[1], s[:] is s, s[0:5] is s, s[-5:] is s, s[2:2] is empty, s[4:1] is empty)
print(s[True:3], s[False:], s[:2 ** 70], s[-2 ** 70:2], s[1:4:2], s[::-1], s[None:None])
print("".join(s[i:i + 2] for i in range(0, 5, 2)), len(s[1:4]), s[1:4].upper(), hash(s[1:4]) == hash("tea"))
t = "na\u00efve caf\u00e9"
print(t[1:4], t[-4:], t[2:3] == t[2], len(t[3:9]))


class Word(str):
    pass


w = Word("hello")
print(type(w[1:3]).__name__, type(w[:]).__name__, w[1:3], w[:] == w)


class Index:
    def __index__(self):
        return 2


print(s[Index():], s[:Index()])
d = {}
for word in ["boat", "coat", "moat", "boot"]:
    for i in range(len(word)):
        d.setdefault(word[:i] + "*" + word[i + 1:], []).append(word)
print(sorted((k, v) for k, v in d.items() if len(v) > 1))
try:
    s["a":]
except TypeError as e:
    print("TypeError:", e)
