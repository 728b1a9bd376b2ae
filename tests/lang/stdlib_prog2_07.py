import re
import string
from collections import Counter
import textwrap

TEXT = """
It was the best of times, it was the worst of times, it was the age of wisdom,
it was the age of foolishness, it was the epoch of belief, it was the epoch of
incredulity, it was the season of Light, it was the season of Darkness, it was
the spring of hope, it was the winter of despair.
"""

words = re.findall(r"[a-z']+", TEXT.lower())
counts = Counter(words)
stop = {"it", "was", "the", "of"}
content = Counter({w: c for w, c in counts.items() if w not in stop})
print(content.most_common(5))
print(len(words), len(counts), sum(content.values()))

letters = Counter(ch for ch in TEXT.lower() if ch in string.ascii_lowercase)
print(letters.most_common(3))
print("".join(sorted(set(string.ascii_lowercase) - set(letters))))

a = Counter("abracadabra")
b = Counter("alakazam")
print(a + b)
print(a - b)
print(a & b)
print(a | b)
a.subtract(b)
print(a)
print(+a)

clean = TEXT.translate(str.maketrans("", "", string.punctuation))
print(textwrap.fill(" ".join(clean.split()), width=50))
print(textwrap.shorten(TEXT, width=60, placeholder=" [...]"))
print(string.capwords("hello wORLD from python"))
