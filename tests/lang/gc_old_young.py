# gcstress: skip (its churn passes the 30 s time limit when every safe point collects)
# Objects that survive several collections (old) are later mutated to point at objects made
# just before (young), with garbage churned in between so that collections run while only the
# old objects refer to the young ones. A collector that skipped tracing old objects without
# noticing the stores (a missed write barrier), or swept a live object, would print wrong
# values or crash here. Every container kind that can hold references is exercised.


def churn(n):
    # Enough garbage to pass the collection threshold several times (strs, tuples, lists,
    # dicts and instances of several sizes).
    total = 0
    for i in range(n):
        t = (i, str(i), [i, i + 1], {"k": i})
        total += len(t[1]) + len(t[2])
    return total


class Box:
    def __init__(self, v):
        self.v = v


class Holder:
    # Class attribute dict mutated later.
    slot = None


def make_counter():
    cell = [0]
    seen = None

    def step(x):
        nonlocal seen
        cell[0] += 1
        seen = x
        return seen

    def get():
        return cell[0], seen

    return step, get


def gen_keeper():
    # A suspended generator whose frame holds a value sent to it later.
    held = None
    while True:
        got = yield held
        if got is not None:
            held = got


old_list = [Box(i) for i in range(2000)]
old_dict = {i: "v%d" % i for i in range(2000)}
old_set = {"s%d" % i for i in range(500)}
old_inst = Box(None)
step, get = make_counter()
g = gen_keeper()
next(g)
nested = [[None] for _ in range(300)]

# Make them old: several rounds of garbage, so several collections.
for _ in range(4):
    churn(60000)

# Mutate the old objects to point at fresh (young) objects.
for i in range(0, 2000, 7):
    old_list[i] = Box(["young", i, str(i * 3)])
for i in range(0, 2000, 11):
    old_dict[i] = ("young", str(i), [i])
old_dict["new-key-" + str(5)] = Box("dict-young")
for i in range(50):
    old_set.add("young-" + str(i))
old_inst.v = {"young": [str(j) for j in range(10)]}
step(Box("closure-young"))
g.send(["gen", "young", str(42)])
Holder.slot = ("class", "young", str(7))
for k, n in enumerate(nested):
    n[0] = "nested-" + str(k)
old_list.append(Box("appended-young"))
old_list.insert(0, Box("inserted-young"))
old_list[10:12] = [Box("slice-young-" + str(k)) for k in range(3)]

# Now collect several times while only the old objects hold the young ones.
for _ in range(4):
    churn(60000)

print(old_list[0].v, old_list[-1].v, [b.v for b in old_list[10:13]])
print(sum(1 for b in old_list if isinstance(b.v, list) and b.v[0] == "young"))
print(old_list[8].v if not isinstance(old_list[8].v, int) else old_list[8].v)
print(old_dict[0], old_dict[11], old_dict[1], old_dict["new-key-5"].v)
print(len(old_set), sorted(s for s in old_set if s.startswith("young-"))[:5])
print(old_inst.v["young"][9])
print(get()[0], get()[1].v)
print(next(g))
print(Holder.slot)
print(nested[0][0], nested[299][0])

# Old objects die in parts: the survivors must stay intact while the dead ones are reclaimed.
for r in range(6):
    for i in range(r, 2000, 6):
        old_list[i] = Box(str(r) * 3)
    churn(40000)
print(old_list[0].v, old_list[1].v, old_list[1999].v, len(old_list))

# A young object referenced only from an old container that is replaced again and again.
keep = [None] * 50
for r in range(200):
    keep[r % 50] = [r, str(r), (r, str(r))]
    if r % 20 == 0:
        churn(8000)
print(keep[0], keep[49])
