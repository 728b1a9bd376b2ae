import re
from collections import Counter

TEXT = """The quick brown fox jumps over the lazy dog. The dog barks;
the fox runs away! Quick, quick -- said the bird. A lazy afternoon, a lazy dog."""

STOP = {"the", "a", "over", "said"}

def tokenize(text):
    return [w.lower() for w in re.findall(r"[A-Za-z']+", text)]

def main():
    words = tokenize(TEXT)
    counts = Counter(w for w in words if w not in STOP)
    print("total words:", len(words))
    print("distinct:", len(counts))
    for word, n in counts.most_common(5):
        print(f"{word:10s}{n:3d} {'#' * n}")
    letters = Counter(c for c in TEXT.lower() if c.isalpha())
    print(letters.most_common(3))
    a = Counter("abracadabra")
    b = Counter("alakazam")
    print(sorted((a + b).items()))
    print(sorted((a - b).items()))
    print(sorted((a & b).items()))
    print(sorted((a | b).items()))
    print(a["z"], sum(a.values()), a.total())
    c = Counter(a=3, b=1)
    c.subtract({"a": 5, "c": 2})
    print(sorted(c.items()))
    print(sorted(+c), sorted((-c).items()))

main()
