# list.pop() and list.append(x) take a short path for the common call; every other call
# keeps its checks and errors: empty lists, indexes, keywords, argument counts, subclasses,
# mutation during iteration and sorting, and tuples of every small size.
xs = [1, 2, 3]
print(xs.pop(), xs.pop(), xs.pop(), xs)
for call in (lambda: [].pop(), lambda: [1].pop(5), lambda: [1].pop(-2), lambda: [1].pop("0"),
             lambda: [1].pop(0, 1), lambda: [1].pop(i=0), lambda: [].append(),
             lambda: [].append(1, 2), lambda: [].append(x=1), lambda: list.pop([]),
             lambda: list.append([]), lambda: list.pop(())):
    try:
        print("ok", call())
    except (IndexError, TypeError) as e:
        print(type(e).__name__, e)
ys = list(range(10))
print(ys.pop(0), ys.pop(-1), ys.pop(3), ys.pop(), ys)
stack = [(0, "a")]
seen = []
while stack:
    depth, name = stack.pop()
    seen.append(name)
    if depth < 3:
        stack.append((depth + 1, name + "l"))
        stack.append((depth + 1, name + "r"))
print(len(seen), seen[:6])


class Stack(list):
    def pop(self, *args):
        v = super().pop(*args)
        print("popped", v)
        return v

    def append(self, v):
        print("append", v)
        super().append(v * 2)


s = Stack([1, 2])
s.append(5)
print(s.pop(), s.pop(0), s, list.pop(s), s)
f = [].append
f(1)
pop = [7, 8].pop
print(pop(), pop())
zs = [1, 2, 3, 4]
for z in zs:
    if z == 2:
        zs.pop()
    print("it", z)
try:
    ws = [3, 1, 2]
    ws.sort(key=lambda v: ws.pop() if ws else v)
except ValueError as e:
    print("ValueError", e)
try:
    ws = [3, 1, 2]
    ws.sort(key=lambda v: ws.append(v) or v)
except ValueError as e:
    print("ValueError", e)
big = []
for i in range(1000):
    big.append((i,) * (i % 6))
print(sum(len(t) for t in big), big[5], big[4], big[3], big[2], big[1], big[0])
while big:
    big.pop()
print(big, (1, 2, 3, 4, 5) + (6,), tuple([1, 2, 3, 4]), tuple([1, 2, 3, 4, 5]))
