# Module-level `x += v` reads the global through an inline cache (GETGLOBALAUG): strs built in
# place, globals deleted and re-made, rebound to other types, and a missing name.
s = ""
n = 0
for i in range(50):
    s += str(i % 10)
    n += i
    if i == 20:
        del n
        n = 1000
    if i == 30:
        s = list(s)
    if i == 31:
        s = "".join(s)
print(s, n)
t = ()
for i in range(3):
    t += (i,)
print(t)
x = 1.5
for i in range(4):
    x *= 2
    x -= 1
print(x)
copy = s
s += "!"
print(copy[-3:], s[-3:], copy is s)
try:
    for i in range(3):
        undefined_name += 1
except NameError as e:
    print(e)
def f():
    global n
    for _ in range(5):
        n += 3
    return n
print(f(), n)
