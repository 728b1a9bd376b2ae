# wordfreq.py - counts the words of a text with a dict and prints the most common ones.
text = """
Nearly runs a safe subset of Python. A Nearly program prints exactly what
CPython prints, and a program that goes too far stops with a clean error
instead of taking the host down with it.
"""

counts = {}
for raw in text.split():
    word = raw.strip(".,;:!?").lower()
    if word:
        counts[word] = counts.get(word, 0) + 1

ranked = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
for word, n in ranked[:8]:
    print(f"{word:<10} {n:>2} {'*' * n}")
print(f"{len(counts)} distinct words, {sum(counts.values())} in all")
