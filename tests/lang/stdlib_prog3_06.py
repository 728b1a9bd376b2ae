from collections import Counter
import re, string

TEXT = """It was the best of times, it was the worst of times, it was the age of wisdom,
it was the age of foolishness, it was the epoch of belief, it was the epoch of incredulity,
it was the season of Light, it was the season of Darkness."""

words = re.findall(r"[a-z']+", TEXT.lower())
c = Counter(words)
print(len(words), len(c))
print(c.most_common(5))
letters = Counter(ch for ch in TEXT.lower() if ch in string.ascii_lowercase)
print("".join(k for k, _ in letters.most_common(6)))
lengths = Counter(len(w) for w in words)
for n in sorted(lengths):
    print(f"{n:2d} {'#' * lengths[n]}")
bigrams = Counter(zip(words, words[1:]))
print(bigrams.most_common(3))
sentences = [s.strip() for s in re.split(r"[.!?]", TEXT) if s.strip()]
print(len(sentences), round(len(words) / len(sentences), 3))
stop = {"the", "of", "it", "was"}
content = Counter(w for w in words if w not in stop)
print(sorted(content.items(), key=lambda kv: (-kv[1], kv[0]))[:4])
print(c["times"] + c["age"], (c - Counter({"it": 5}))["it"], +Counter({"a": -1, "b": 2}))
print(TEXT.count("it was"), TEXT.title()[:30], string.capwords("hello   world foo"))
