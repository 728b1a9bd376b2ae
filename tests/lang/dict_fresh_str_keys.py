# args: --hash-seed 987654321
# Dict lookups with strs just made by slicing, concatenation, join and split, whose hash is not
# cached yet: np_dict_get hashes one of up to 16 bytes inline (np_dict.c dict_get_fresh,
# np_hash_short) and must find the equal key stored earlier, of every length 0-40 (the 1-3, 4-7,
# 8-16 byte cases and the longer ones hashed by XXH3), ASCII or not, in small and grown dicts,
# and in sets and tuple keys that hash the same strs. A str and a bytes of the same ASCII bytes
# hash alike, as in CPython. A seed other than the pinned 0 (# args), so a path hashing with
# another seed than the one the stored keys were hashed with fails here.
from collections import defaultdict

text = "abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJ"
uni = "añb€c𝄞d" * 6

for source in (text, uni):
    stored = {}
    for n in range(41):
        stored[source[:n]] = n
    found = 0
    for n in range(41):
        key = "".join(list(source[:n]))  # a new, unhashed str equal to the stored key
        assert key in stored and stored[key] == n and stored.get(key) == n, (n, key)
        key2 = source[: n // 2] + source[n // 2 : n]
        assert stored[key2] == n
        found += stored[(source + "!")[:n]]
        # one byte changed at the start, the middle or the end is another key
        for i in {0, n // 2, n - 1} if n else ():
            other = source[:i] + "#" + source[i + 1 : n]
            assert other not in stored and stored.get(other, -1) == -1
            try:
                stored[source[:i] + "#" + source[i + 1 : n]]
            except KeyError as e:
                assert e.args[0] == other
            else:
                raise AssertionError("found " + other)
    print(len(stored), found)

# Many short keys in a grown dict: word buckets as word_ladder makes them.
words = [a + b + c + d for a in "bcdf" for b in "aeiou" for c in "lmnr" for d in "st"]
table = defaultdict(list)
for w in words:
    for i in range(len(w)):
        table[w[:i] + "_" + w[i + 1 :]].append(w)
total = 0
for w in words:
    for i in range(len(w)):
        total += len(table[w[:i] + "_" + w[i + 1 :]])
print(len(table), total, sorted(table)[:3], sorted(table)[-2:])

# Keys made by concatenation, looked up by split words and as tuple items.
grid = {r + c: r + c for r in "ABCDEFGHI" for c in "123456789"}
line = " ".join(r + c for r in "IHGFEDCBA" for c in "987654321")
print(sum(1 for w in line.split() if grid[w] == w), len(grid))
pairs = {(a, b): a + b for a in ("x", "yy", "zzzz", "wwwwwwwww") for b in ("p", "qqqqq")}
print([pairs[(a[:], "".join([b]))] for a, b in (("x", "p"), ("zzzz", "qqqqq"), ("wwwwwwwww", "p"))])
print(sorted(set(w.upper().lower() for w in words)) == sorted(words))

# A str and a bytes of the same ASCII bytes hash alike, of every length.
for n in range(41):
    s = text[:n]
    assert hash(s) == hash(s.encode()) == hash("".join(list(s))), n
    assert hash(s) != -1
print("ok")
