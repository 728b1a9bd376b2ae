# str ordering compares eight bytes a step for the first 32, then the rest: strs differing at
# every position 0..70 (below, inside and past the word steps, in the overlapping last word),
# prefixes of each other, non-ASCII text (UTF-8 byte order is code-point order), and sorts of
# keys sharing long prefixes.
import random

base = "".join(chr(ord("a") + i % 26) for i in range(72))
out = []
for n in (1, 7, 8, 9, 15, 16, 17, 31, 32, 33, 39, 40, 41, 48, 70):
    s = base[:n]
    for pos in range(n):
        lo = s[:pos] + chr(ord(s[pos]) - 1) + s[pos + 1:]
        hi = s[:pos] + chr(ord(s[pos]) + 1) + s[pos + 1:]
        out.append((lo < s, s < hi, lo < hi, hi > lo, s > lo, lo <= s, s >= hi, lo == s))
    out.append((s[:-1] < s, s < s + "a", s + "a" > s, s <= s, s >= s, s < s))
print(len(out), sum(map(sum, out)), out[:3], out[-3:])
uni = ["é", "e", "ê", "z", "☺", "a☺", "a\x7f", "a\x80", "aé" * 10, "aé" * 10 + "a", "aê" * 10,
       "\U0001F600", "\uffff", "ÿ" * 9, "ÿ" * 8 + "Ā", "ÿ" * 40 + "a", "ÿ" * 40]
print(sorted(uni))
print([a < b for a, b in zip(uni, uni[1:])])
rng = random.Random(5)
keys = [f"user:{rng.randrange(100000):06d}:{rng.choice(['x', 'yy', 'é'])}" for _ in range(400)]
paths = ["/srv/data/projects/alpha/build/output/" + str(rng.randrange(1000)) for _ in range(200)]
ks = sorted(keys)
print(ks[:3], ks[-2:], all(a <= b for a, b in zip(ks, ks[1:])))
ps = sorted(paths)
print(ps[:2], ps[-1], min(paths), max(keys))
print(sorted(["abcdefgh", "abcdefg", "abcdefghi", "abcdefgh\x00", "abcdefgi", "abcdefgg"]))
