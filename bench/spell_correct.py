# Benchmark (held-out style, after typical agent code): a spelling corrector in the well-known
# edit-distance style. A word-frequency model is built with collections.Counter from generated
# text; candidate corrections come from set comprehensions over one- and two-edit variants
# (deletes, transposes, replaces, inserts by string slicing); the best candidate is picked by
# max() with a key; accuracy is reported per error kind with a defaultdict and f-strings.
import random
from collections import Counter, defaultdict

LETTERS = "abcdefghijklmnopqrstuvwxyz"
SYLLABLES = ["ka", "to", "ri", "men", "sa", "lo", "ve", "qu", "an", "del", "po", "ni",
             "ter", "ul", "bra", "si", "om", "fe", "gar", "tin", "ex", "cor", "ly", "pha"]


def make_vocab(rng, n):
    words = set()
    while len(words) < n:
        k = rng.randint(2, 4)
        words.add("".join(rng.choice(SYLLABLES) for _ in range(k)))
    return sorted(words)


def make_corpus(rng, vocab, n_words):
    # Zipf-like weights so that the frequency model has a clear ranking.
    weights = [1.0 / (i + 1) for i in range(len(vocab))]
    return rng.choices(vocab, weights=weights, k=n_words)


def edits1(word):
    splits = [(word[:i], word[i:]) for i in range(len(word) + 1)]
    deletes = [left + right[1:] for left, right in splits if right]
    transposes = [left + right[1] + right[0] + right[2:] for left, right in splits if len(right) > 1]
    replaces = [left + c + right[1:] for left, right in splits if right for c in LETTERS]
    inserts = [left + c + right for left, right in splits for c in LETTERS]
    return set(deletes + transposes + replaces + inserts)


class Corrector:
    def __init__(self, corpus):
        self.counts = Counter(corpus)
        self.total = sum(self.counts.values())
        self.cache = {}

    def probability(self, word):
        return self.counts[word] / self.total

    def known(self, words):
        return {w for w in words if w in self.counts}

    def candidates(self, word):
        if word in self.counts:
            return {word}
        one = edits1(word)
        found = self.known(one)
        if found:
            return found
        two = self.known(e2 for e1 in one for e2 in edits1(e1)) if len(word) <= 6 else set()
        return two or {word}

    def correct(self, word):
        hit = self.cache.get(word)
        if hit is None:
            hit = max(sorted(self.candidates(word)), key=self.probability)
            self.cache[word] = hit
        return hit


def corrupt(rng, word):
    kind = rng.choice(["delete", "transpose", "replace", "insert", "none"])
    i = rng.randrange(len(word))
    if kind == "delete" and len(word) > 3:
        return kind, word[:i] + word[i + 1:]
    if kind == "transpose" and i < len(word) - 1:
        return kind, word[:i] + word[i + 1] + word[i] + word[i + 2:]
    if kind == "replace":
        return kind, word[:i] + rng.choice(LETTERS) + word[i + 1:]
    if kind == "insert":
        return kind, word[:i] + rng.choice(LETTERS) + word[i:]
    return "none", word


def main(n_vocab=700, n_corpus=60000, n_tests=2500):
    rng = random.Random(1234)
    vocab = make_vocab(rng, n_vocab)
    corpus = make_corpus(rng, vocab, n_corpus)
    corrector = Corrector(corpus)
    print(f"vocabulary {len(vocab)}, corpus {corrector.total} words, distinct {len(corrector.counts)}")
    top = corrector.counts.most_common(5)
    print("most common:", ", ".join(f"{w}={c}" for w, c in top))
    tally = defaultdict(lambda: [0, 0])
    samples = []
    for _ in range(n_tests):
        target = rng.choice(corpus)
        kind, typo = corrupt(rng, target)
        fixed = corrector.correct(typo)
        entry = tally[kind]
        entry[1] += 1
        if fixed == target:
            entry[0] += 1
        elif len(samples) < 8:
            samples.append((typo, fixed, target))
    for kind in sorted(tally):
        good, total = tally[kind]
        print(f"{kind:<10} {good:4d}/{total:<4d} {good / total:7.2%}")
    overall = sum(g for g, _ in tally.values()) / sum(t for _, t in tally.values())
    print(f"overall accuracy {overall:.4f}, cache {len(corrector.cache)}")
    for typo, fixed, target in samples:
        print(f"  {typo!r:>16} -> {fixed!r:<16} wanted {target!r}")
    lengths = Counter(len(w) for w in vocab)
    print("lengths:", sorted(lengths.items()))


if __name__ == "__main__":
    main()  # test: main(n_vocab=80, n_corpus=2000, n_tests=40)
