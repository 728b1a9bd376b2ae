# Dict and set lookups with equal-but-not-identical str keys of every short length (0-20 bytes)
# that differ from a stored key in exactly one byte (first, middle, last, any): the short-key
# comparison (np_str_eq_hashed) must tell them apart whatever their hashes.
base = "abcdefghijklmnopqrst"
d = {}
for n in range(21):
    d[base[:n]] = n
found = 0
missed = 0
for n in range(21):
    key = "".join([base[:n]])  # a new object equal to the stored key
    if d.get(key) == n:
        found += 1
    for pos in range(n):
        other = base[:pos] + "#" + base[pos + 1:n]
        if other in d:
            missed += 1
        d2 = {other: 1}
        d2[base[:n]] = 2
        if len(d2) != 2:
            missed += 1
print(found, missed, len(d))
# Forced equal hashes: a str subclass cannot share the fast path, so keys built by str() of
# ints, and words with one changed byte, stand in for colliding entries of a small table.
words = ["w" + str(i) for i in range(2000)]
counts = {}
for w in words + words[::2]:
    counts[w] = counts.get(w, 0) + 1
print(len(counts), sum(counts.values()), counts["w0"], counts["w1"], counts.get("w1999x", 0))
s = set(w + "" for w in words)
print(len(s), "w1234" in s, "w12345" in s, "" in s)
utf = {"é": 1, "éé": 2, "ü€": 3, "𝄞": 4, "a𝄞b": 5}
print([utf.get(k) for k in ["é", "e", "éé", "ü€", "ü", "𝄞", "a𝄞b", "a𝄞c"]])
