# Tuple keys of strs found through equal but distinct tuples and strs (the dict probe compares
# the items' text inline): every length from 0 to 40, texts differing only in one byte (first,
# middle, last), non-ASCII text, str subclasses with their own __eq__, and sets of such tuples.
def fresh(s):
    # An equal str that is another object (not interned, hash not yet computed).
    return "".join(list(s))


words = ["x" * n for n in range(41)] + ["héllo", "naïve wörd", "日本語のテキスト"]
d = {}
for i, w in enumerate(words):
    d[(w, "tail")] = i
    d[("head", w, 7)] = -i
found = 0
for i, w in enumerate(words):
    assert d[(fresh(w), fresh("tail"))] == i
    assert d.get(("head", fresh(w), 7)) == -i
    found += 1
print("found", found)

# Same length, one byte different at each position: never equal.
misses = 0
for n in range(1, 41):
    base = "a" * n
    d2 = {(base, n): True}
    for pos in range(n):
        other = base[:pos] + "b" + base[pos + 1:]
        if (other, n) not in d2:
            misses += 1
    assert (fresh(base), n) in d2
print("misses", misses)

# Keys whose items hash alike but differ (forced through a str subclass's hash).
class Loose(str):
    def __hash__(self):
        return 1

    def __eq__(self, other):
        return str.lower(self) == str.lower(other)


e = {(Loose("Ab"), "k"): 1}
print(e.get((Loose("aB"), "k")), e.get(("zz", "k")))
s = {("alpha", "beta"), ("gamma", "delta")}
print(sorted(s), (fresh("alpha"), fresh("beta")) in s, ("alpha", "betb") in s)
print(("ab", "cd") == (fresh("ab"), fresh("cd")), ("ab", "cd") == ("ab", "ce"))
counts = {}
for a, b in zip("abcabcab", "xyzxyzxy"):
    counts[(a, b)] = counts.get((fresh(a), fresh(b)), 0) + 1
print(sorted(counts.items()))
