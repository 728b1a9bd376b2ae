# Code-point offsets in long non-ASCII strs through the VM's str cursor (np_str_offset_vm,
# np_str_cp_index_vm): find/rfind/index/count/startswith/endswith with start and end, indexing,
# slices with steps, re's match/search/finditer with pos and endpos, interleaved over several
# strs, forwards, backwards and at random, and on a str growing by += between lookups.
import random
import re

rng = random.Random(14)
ALPHABET = "ab<>é☺𝄞 xyzñ"


def make(n):
    return "".join(rng.choice(ALPHABET) for _ in range(n))


def digest(values):
    h = 0
    for v in values:
        h = (h * 1000003 + hash(v if not isinstance(v, str) else len(v) * 31 + (ord(v[0]) if v else 0))) % (1 << 61)
    return h


s = make(3000)
t = make(2500) + "ascii tail " * 40
u = "é" + "x" * 600 + "☺"
strs = [s, t, u]

# A forward scan, as a tokenizer does it.
out = []
i = 0
while True:
    j = s.find("<", i)
    if j < 0:
        break
    k = s.find(">", j)
    out.append((j, k, s[i:j][-3:], s.startswith("<a", j), s.endswith("b", i, j)))
    i = j + 1
print(len(out), out[:3], out[-2:])

# Backward scans and a scan with both ends.
out = []
j = len(s)
while j > 0:
    j = s.rfind("é", 0, j)
    if j < 0:
        break
    out.append(j)
print(len(out), out[:5], out[-5:])
out = [s.count("a", k, k + 97) for k in range(0, len(s), 131)]
print(sum(out), out[:8])

# Random access, interleaved over the strs.
vals = []
for step in range(4000):
    x = strs[rng.randrange(3)]
    a = rng.randrange(-10, len(x) + 10)
    b = rng.randrange(-10, len(x) + 10)
    op = step % 9
    if op == 0 and -len(x) <= a < len(x):
        vals.append(x[a])
    elif op == 1:
        vals.append(x[a:b])
    elif op == 2:
        vals.append(x[a:b:rng.choice((2, 3, -1, -2, -7))])
    elif op == 3:
        vals.append(x.find(rng.choice("é☺x<"), a, b))
    elif op == 4:
        vals.append(x.rfind(rng.choice(("é☺", "xx", "𝄞", "ñ ")), a))
    elif op == 5:
        vals.append(x.startswith(("é", "x", "☺", "<"), a, b))
    elif op == 6:
        vals.append(x.endswith(rng.choice(("x", "é", "𝄞")), a, b))
    elif op == 7:
        try:
            vals.append(x.index("☺", a))
        except ValueError:
            vals.append("none")
    else:
        vals.append(x.count("", a, b))
print(len(vals), digest(vals))

# re with pos and endpos.
word = re.compile(r"[a-zé]+")
m_out = []
pos = 0
while True:
    m = word.search(s, pos)
    if m is None:
        break
    m_out.append((m.start(), m.end(), m.group()[:2]))
    pos = m.end() + 1
print(len(m_out), m_out[:3], m_out[-3:])
spans = [(m.span(), len(m.group())) for m in re.compile("☺.").finditer(s, 700, 2400)]
print(len(spans), spans[:3], spans[-1])
print([bool(re.compile("x").match(s, k)) for k in range(0, 3000, 157)])
print([re.compile(".").match(s, k, k + 1).span() for k in range(2999, 0, -331)])

# A str that grows in place between lookups (+= on a str only this name holds).
g = ""
found = []
for n in range(400):
    g += rng.choice(("é", "ab", "☺x", "<", "𝄞𝄞"))
    if n > 100:
        found.append((g.find("<", n // 2), g[n // 3], g[-2:], len(g)))
print(len(found), found[100], found[-1])

# Two finditer scans over different strs, stepped in turn, with empty matches and endpos.
it1 = re.compile("é*").finditer(s, 5, 900)
it2 = re.compile(r"[☺𝄞]\w?").finditer(t, 3)
pairs = []
for m1, m2 in zip(it1, it2):
    pairs.append((m1.span(), m2.span(), m2.group()))
print(len(pairs), pairs[:4], pairs[-2:])
print([m.span() for m in re.finditer("(?=x)|ñ", u)][:5])
print(sum(m.end() - m.start() for m in re.compile("..").finditer(s, 1)))
