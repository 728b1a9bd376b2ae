# dict.copy() of a dict without deleted entries copies its tables whole (np_dict.c clone_tables):
# the copy must find every key, keep the order, and live apart from the original, also when the
# original's index holds deleted slots (its last entries popped) or strs, ints and tuples mixed.


def check(d):
    c = d.copy()
    assert c == d and list(c) == list(d)
    for k in d:
        assert c[k] == d[k] and k in c
    assert ("absent",) not in c and -12345 not in c
    return c


# Grown by insertion to 128 index slots (81 entries), as sudoku's values dict is.
values = {r + c: "123456789" for r in "ABCDEFGHI" for c in "123456789"}
copies = [check(values)]
for i in range(5):
    c = copies[-1].copy()
    c["A" + str(i + 1)] = str(i)
    del c["I9"]
    c["I9"] = "x" * i
    copies.append(check(c))
print([len(c) for c in copies], copies[-1]["A3"], copies[-1]["I9"], list(copies[-1])[-3:])
print(values["A1"], values["I9"], list(values)[:3], list(values)[-2:])

# The last entries popped: nentries falls back to n with deleted slots left in the index.
d = {i * 8: i for i in range(20)}
d.popitem()
d.popitem()
c = check(d)
c[152] = "new"
c[144] = "again"
print(sorted(c.items())[-4:], len(d), 152 in d, 144 in d)
print(list(c)[-3:], list(d)[-3:])

# Mixed keys, colliding small ints, and copies of copies changed one at a time.
m = {"a": 1, 2: "b", (3, 4): "c", 5.5: "d", None: "e", True: "f", -1: "g", -2: "h"}
for k in range(0, 64, 8):
    m[k] = k
c1 = check(m)
c2 = check(c1)
del c1[(3, 4)]
c2["z"] = 26
print(len(m), len(c1), len(c2), (3, 4) in m, (3, 4) in c1, "z" in m, list(c2)[-2:])
print(c2[True], c2[1], c2[-1], c2[-2], c2[None], c2[5.5])

# A copy grows past its first tables and shrinks without touching its source.
src = {str(i): i for i in range(10)}
c = check(src)
for i in range(10, 100):
    c[str(i)] = i
for i in range(0, 100, 3):
    del c[str(i)]
print(len(src), len(c), list(src)[-1], list(c)[:4], sum(c.values()))
print(dict(src) == src, {**src} == src, dict(src).copy() is not src)
