# Word-frequency counting with dicts, sorting by count then word.
text = """It was the best of times, it was the worst of times, it was the age of wisdom,
it was the age of foolishness, it was the epoch of belief, it was the epoch of incredulity,
it was the season of Light, it was the season of Darkness, it was the spring of hope,
it was the winter of despair, we had everything before us, we had nothing before us."""
counts = {}
for raw in text.split():
    word = raw.strip(".,;:!?\"'").lower()
    if word:
        counts[word] = counts.get(word, 0) + 1
print(len(counts), sum(counts.values()))
top = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
for word, n in top[:8]:
    print("%-12s %3d %s" % (word, n, "#" * n))
by_len = {}
for w in counts:
    by_len.setdefault(len(w), []).append(w)
for length in sorted(by_len):
    print(length, sorted(by_len[length]))
letters = {}
for ch in text.lower():
    if ch.isalpha():
        letters[ch] = letters.get(ch, 0) + 1
common = sorted(letters, key=lambda c: (-letters[c], c))[:5]
print(common, [letters[c] for c in common])
singletons = [w for w, n in counts.items() if n == 1]
print(len(singletons), singletons[:5])
lines = text.splitlines()
print([len(l.split()) for l in lines], max(lines, key=len)[:20])
bigrams = {}
words = [w.strip(".,").lower() for w in text.split()]
for a, b in zip(words, words[1:]):
    bigrams[(a, b)] = bigrams.get((a, b), 0) + 1
print(sorted(bigrams.items(), key=lambda kv: (-kv[1], kv[0]))[:3])
