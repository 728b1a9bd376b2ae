import re
import statistics
from collections import Counter

ARTICLE = """Machine learning models are trained on data. The data must be clean.
Clean data leads to better models! Does it always? Not always, but often.
Researchers spend much time cleaning data; some say eighty percent of their time."""

def sentences(text):
    return [s.strip() for s in re.split(r"(?<=[.!?])\s+", text) if s.strip()]

def syllables(word):
    groups = re.findall(r"[aeiouy]+", word.lower())
    n = len(groups)
    if word.lower().endswith("e") and n > 1:
        n -= 1
    return max(n, 1)

def main():
    sents = sentences(ARTICLE)
    words = re.findall(r"[a-zA-Z]+", ARTICLE)
    print(len(sents), "sentences,", len(words), "words")
    for s in sents:
        print(f"  [{len(s.split()):2d}] {s}")
    lens = [len(w) for w in words]
    print("avg word len", round(statistics.mean(lens), 3), "median", statistics.median(lens))
    syl = sum(syllables(w) for w in words)
    fk = 206.835 - 1.015 * (len(words) / len(sents)) - 84.6 * (syl / len(words))
    print("syllables", syl, "flesch", round(fk, 2))
    top = Counter(w.lower() for w in words if len(w) > 3).most_common(4)
    print(top)
    caps = [w for w in words if w[0].isupper()]
    print(caps)
    print(ARTICLE.count("data"), ARTICLE.lower().count("data"), ARTICLE.find("Clean"), ARTICLE.rfind("time"))

main()
