# Fast paths for str- and int-keyed dicts (vm/np_dict.c find_simple) and the SETGLOBAL
# inline cache: equal but distinct keys, bool/int/float key equality, hash collisions with
# user objects, and globals deleted, rebound and moved by a resize between two stores.

# str keys: equal strs built at run time find the first key object.
d = {}
for i in range(50):
    k = "k" + str(i % 7)
    d[k] = d.get(k, 0) + 1
print(sorted(d.items()))
print(d.get("k" + "3"), d.get("nope"), d.get("nope", -1))

# int keys: True == 1 and 1.0 == 1 are the same key; the first key object is kept.
e = {1: "one", True: "true", 1.0: "float"}
print(e, len(e))
e2 = {True: "t"}
e2[1] = "i"
print(e2, e2.get(1), e2.get(1.0), e2.get(True))
f = {2.0: "x"}
f[2] = "y"
print(f, f.get(2))
g = {}
for i in range(-5, 2000, 3):
    g[i] = g.get(i, 0) + i
print(len(g), g[-5], g[-2], g[-1] if -1 in g else None, g.get(1999), g.get(-1))
big = 2 ** 61 - 1
h = {big: "big", -big: "nbig", big - 1: "b1", -1: "m1", -2: "m2"}
print(h[big], h[-big], h[big - 1], h[-1], h[-2], h.get(2 ** 61))
try:
    print(h[12345])
except KeyError as exc:
    print("KeyError", exc)


# A user key whose hash equals an int's and that claims equality: found through the general path.
class Eq:
    def __init__(self, h):
        self.h = h

    def __hash__(self):
        return self.h

    def __eq__(self, other):
        return True


w = {Eq(5): "five"}
print(w.get(5), w.get(6))
w[5] = "int"
print(list(w.values()))


# A str subclass key is still a str key.
class S(str):
    pass


sd = {S("q"): 1}
sd["q"] = 2
print(sd, type(list(sd)[0]).__name__)

# Globals: rebinding, deleting and re-adding, and many new globals (resizes) between stores.
counter = 0
for i in range(10):
    counter = counter + i
    if i == 4:
        del counter
        counter = 100
    if i == 6:
        for j in range(40):
            globals_name = "x%d" % j
        extra1 = extra2 = extra3 = extra4 = extra5 = extra6 = extra7 = extra8 = i
print(counter, extra8)


def bump():
    global counter
    counter = counter + 1
    return counter


for _ in range(3):
    bump()
print(counter)
text = ""
for i in range(5):
    text += str(i)
    alias = text
print(text, alias)
try:
    del counter
    print(counter)
except NameError as exc:
    print(exc)
counter = "back"
print(counter)
