# Module-level for loops whose loop variable is a global (FORLOOPG: the FORLOOP stores the
# next item into the global and skips the body's SETGLOBAL while that store hits its cache).
def seen():
    return i

out = []
for i in range(5):
    out.append(seen())
print(out, i)

# A list of ints and of objects; the global is read by a function every iteration.
for i in [10, 20, 30]:
    out.append(seen() + 1)
for i in ["a", "b", (1, 2), None, 3.5]:
    out.append(seen())
print(out, i)

# New globals made in the body change the globals' version: the store misses and refills.
def make_g4():
    global g4
    g4 = 4
for n in range(6):
    if n == 1:
        g1 = 1
    elif n == 3:
        g3 = g1 + 2
    elif n == 4:
        del g1
        make_g4()
    out.append(n)
print(out[-6:], n, g3, g4)

# The loop variable deleted and re-made inside the body.
for k in range(4):
    if k == 1:
        del k
        k = -1
    out.append(k)
print(out[-4:], k)

# Owned strs (built by +=) as list items go through the plain path and stay intact.
s = ""
parts = []
for c in "xyz":
    s += c
    parts.append(s)
for w in parts:
    w += "!"
    out.append(w)
print(parts, out[-3:], w)

# A list that grows while iterated, break and else.
xs = [1, 2, 3]
for x in xs:
    if x < 4:
        xs.append(x + 3)
print(xs, x)
for x in range(10):
    if x == 3:
        break
else:
    x = 99
print(x)
for x in range(0):
    pass
else:
    print("empty else", x)

# Steps, negative ranges, nested loops of globals.
tot = 0
for a in range(10, 0, -3):
    for b in range(a):
        tot += a * b
print(tot, a, b)

# Generators, enumerate and a list emptied before the loop resumes.
def gen():
    yield 1
    yield 2
for v in gen():
    out.append(v)
for j, v in enumerate([5, 6]):
    out.append((j, v))
ys = [1, 2, 3]
for y in ys:
    ys.clear()
print(out[-4:], v, y)

# A function's loop over a declared global.
def count_to(n):
    global q
    for q in range(n):
        pass
    return q
print(count_to(7), q)
