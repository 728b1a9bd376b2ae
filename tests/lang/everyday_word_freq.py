# Word frequency report for a small text, with ties broken alphabetically.
TEXT = """The quick brown fox jumps over the lazy dog. The dog sleeps;
the fox runs away! A quick fox, a lazy dog, and the end of the story.
Foxes are quick. Dogs are lazy? Maybe not all dogs."""

def normalize(word):
    return "".join(ch for ch in word.lower() if ch.isalpha())

def count_words(text):
    counts = {}
    for raw in text.split():
        w = normalize(raw)
        if not w:
            continue
        counts[w] = counts.get(w, 0) + 1
    return counts

counts = count_words(TEXT)
ranked = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
print(f"{len(counts)} distinct words, {sum(counts.values())} total")
for word, n in ranked[:8]:
    bar = "#" * n
    print(f"{word:<8}|{n:>3} {bar}")

# Words by length bucket
buckets = {}
for w in counts:
    buckets.setdefault(len(w), []).append(w)
for length in sorted(buckets):
    print(length, ", ".join(sorted(buckets[length])))

longest = max(counts, key=lambda w: (len(w), w))
print("longest:", longest, "first letter counts:",
      sorted({w[0] for w in counts}))
letters = {}
for w, n in counts.items():
    for ch in w:
        letters[ch] = letters.get(ch, 0) + n
top = sorted(letters.items(), key=lambda kv: (-kv[1], kv[0]))[:5]
print("top letters:", top)
print("ratio: %.3f" % (len(counts) / sum(counts.values())))
