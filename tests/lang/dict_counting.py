# Counting and grouping idioms with plain dicts (no collections module).
text = "the rain in spain stays mainly in the plain but the rain in spain is plain"
words = text.split()
freq = {}
for w in words:
    if w in freq:
        freq[w] += 1
    else:
        freq[w] = 1
print(freq)
freq2 = {}
for w in words:
    freq2[w] = freq2.get(w, 0) + 1
print(freq == freq2, sorted(freq2.items(), key=lambda kv: (-kv[1], kv[0]))[:4])
groups = {}
for w in words:
    groups.setdefault(w[0], []).append(w)
print({k: len(v) for k, v in sorted(groups.items())})
first_pos = {}
for i, w in enumerate(words):
    first_pos.setdefault(w, i)
print(first_pos)
char_counts = {}
for c in text.replace(" ", ""):
    char_counts[c] = char_counts.get(c, 0) + 1
print(sorted(char_counts.items(), key=lambda kv: kv[1], reverse=True)[:5])
nums = [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9]
hist = {}
for n in nums:
    hist[n] = hist.get(n, 0) + 1
for k in sorted(hist):
    print(k, "*" * hist[k])
mode = max(hist, key=lambda k: (hist[k], -k))
print("mode", mode)
pairs = {}
for a in range(1, 7):
    for b in range(1, 7):
        pairs[a + b] = pairs.get(a + b, 0) + 1
print(pairs)
inverse = {}
for k, v in pairs.items():
    inverse.setdefault(v, []).append(k)
print(inverse)
merged = {}
for d in [{"a": 1, "b": 2}, {"b": 3, "c": 4}, {"a": 5}]:
    for k, v in d.items():
        merged[k] = merged.get(k, 0) + v
print(merged, sum(merged.values()))
unique_in_order = list(dict.fromkeys(words))
print(unique_in_order)
