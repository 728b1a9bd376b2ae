# set.add of small ints and exact strs probes once and fills the first unused slot; keys
# meeting a deleted slot, an equal but distinct str, another value of the same hash (-1 and
# -2, 1 and True and 1.0) or a big int take the general path. Iteration order shows the
# slots, which must be CPython's.
s = set()
for k in [5, 13, 21, 29, 2, 10, 18, 1, 9, 17, 25, 33, 41]:
    s.add(k)
print(list(s))
for k in [13, 2, 25]:
    s.discard(k)
for k in [45, 13, 53, 2, 61, 69, 77, 85, 93]:
    s.add(k)
print(list(s), len(s))
t = {-1}
t.add(-2)
t.add(-1)
t.add(True)
t.add(1)
t.add(1.0)
print(sorted(t), len(t))
w = {"ab" + "c"}
w.add("".join(["a", "b", "c"]))
w.add("abd")
print(sorted(w))
big = set()
for k in [2 ** 61, 2 ** 61 - 1, 2 ** 62, -(2 ** 61), 7, 2 ** 61]:
    big.add(k)
print(sorted(big), len(big))
g = set()
for i in range(0, 3000, 7):
    g.add(i)
    if i % 3 == 0:
        g.discard(i // 2)
print(len(g), sum(g), list(g)[:10], list(g)[-5:])
seen = {40}
for k in [41, 31, 49, 39, 32, 50, 48, 30, 22, 58]:
    seen.add(k)
print(list(seen))
# A deleted slot met before an unused one is where the new key goes (CPython's freeslot).
d = {5, 13}
d.discard(5)
d.add(21)
print(list(d))
e = set()
for k in [3, 11, 19]:
    e.add(k)
e.discard(11)
e.add(27)
print(list(e))
f = set(range(0, 64, 4))
for k in range(0, 64, 8):
    f.discard(k)
for k in range(64, 200, 8):
    f.add(k)
print(list(f))
# Equal strs made separately are one member (the first object stays).
words = "the cat and the hat and the bat".split()
ws = set()
for wd in words + [w.upper().lower() for w in words]:
    ws.add(wd)
print(sorted(ws), len(ws))
