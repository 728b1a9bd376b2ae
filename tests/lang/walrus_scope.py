# Assignment expressions, global and nonlocal declarations, name resolution across scopes.
data = [1, 5, 12, 7, 30, 2]
if (n := len(data)) > 5:
    print("long list", n)
print([y for x in data if (y := x * 2) > 10])
print(y)
i = 0
while (i := i + 1) < 5:
    print("i", i, end=" ")
print()
values = []
while (chunk := data[len(values) * 2:len(values) * 2 + 2]):
    values.append(sum(chunk))
print(values)
counter = 0
def bump():
    global counter
    counter += 1
    return counter
bump()
bump()
print(counter)
def set_global():
    global new_global
    new_global = "created"
set_global()
print(new_global)
x = "global x"
def read_global():
    return x
def shadow():
    x = "local x"
    return x
print(read_global(), shadow(), x)
def outer():
    v = 1
    def mid():
        nonlocal v
        v += 10
        def inner():
            nonlocal v
            v *= 2
        inner()
    mid()
    return v
print(outer())
total = 0
for k in range(5):
    total += k
print(k, total)
def uses_builtin():
    return len("abc")
len_backup = len
def len(x):
    return -1
print(uses_builtin(), len([1]))
del len
print(len([1, 2]), len_backup is len)
def g():
    return [z for z in range(3)]
print(g())
a = 1
def h():
    a = 2
    def k():
        return a
    return k()
print(h(), a)
print((w := 10) + w, w)
def f(val):
    if (half := val // 2) > 3:
        return half
    return -half
print(f(10), f(4))
