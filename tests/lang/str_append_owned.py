# `name += str` on globals appends in place (vm/np_strbuild.h); every alias must keep its value.
s = ""
for i in range(50):
    s += chr(97 + i % 26)
a = s
s += "X"
print(a)
print(s)
print(a is s, len(a), len(s))

# An alias made through a function's global read.
t = "ab"
t += "cd"
def grab():
    return t
g = grab()
t += "ef"
print(g, t)

# Alias made inside the right-hand side.
u = "x"
u += "y"
def side():
    global keep
    keep = u
    return "z"
u += side()
print(keep, u)

# Rebinding the name inside the right-hand side: the old value plus the suffix is stored.
v = "p"
v += "q"
def rebind():
    global v
    v = "other"
    return "r"
v += rebind()
print(v)

# Containers, hashing, interning and dict keys of built strings.
w = ""
lst = []
for ch in "hello":
    w += ch
    lst.append(w)
print(lst)
d = {}
w2 = ""
for ch in "key":
    w2 += ch
    d[w2] = len(w2)
print(d, d["key"], "key" in d, hash(w2) == hash("key"), w2 == "key")

# Non-ASCII appends keep code-point lengths and indexing right.
n = "a"
n += "é"
n += "€"
n += "b"
print(n, len(n), n[1], n[2], n[-1], n.upper())
m = n
n += "ü"
print(m, n, len(m), len(n))

# Self-append and appending an owned string to itself.
z = "ab"
z += "c"
z += z
print(z)

# Other types and errors keep their usual behavior.
num = 1
num += 2
lst2 = [1]
alias = lst2
lst2 += [2]
print(num, alias)
q = "base"
q += "x"
q += str(7)
print(q)
try:
    e = "s"
    e += "t"
    e += 5
except TypeError as ex:
    print(type(ex).__name__, ex)
print(e)
try:
    del undefined_name_xyz
except NameError as ex:
    print(type(ex).__name__, ex)
try:
    missing += "a"
except NameError as ex:
    print(type(ex).__name__, ex)

# Module attribute reads and f-strings of built strings.
r = ""
for i in range(5):
    r += str(i)
print(f"{r}!", r.count("1"), r[::-1], repr(r))

# `global` names appended inside a function, read back between calls.
acc = ""
def add(x):
    global acc
    for _ in range(3):
        acc += x
    return acc
first = add("a")
second = add("b")
print(first, second, acc)

# Function locals: appended in place, every other read sees a stable value.
def build(n):
    s = ""
    snaps = []
    for i in range(n):
        s += str(i)
        if i % 3 == 0:
            snaps.append(s)
    t = s
    s += "!"
    u = s + "?"
    s += s
    return snaps, t, s, u
print(build(8))

def alias_in_rhs():
    s = "a"
    s += "b"
    keep = []
    def f(x):
        keep.append(x)
        return "c"
    s += f(s)
    s += "d"
    return s, keep

print(alias_in_rhs())

def while_len(limit):
    s = ""
    while len(s) < limit:
        s += "xy"
    parts = [s]
    s += "z"
    return s, parts

print(while_len(7))

def gen():
    s = ""
    for ch in "abc":
        s += ch
        yield s
    s += "d"
    yield s

print(list(gen()))

def mixed(v):
    x = v
    x += v
    return x

print(mixed(3), mixed("ab"), mixed([1]), mixed(1.5))

def unbound():
    s += "a"
    return s

try:
    unbound()
except UnboundLocalError as ex:
    print(type(ex).__name__, ex)
