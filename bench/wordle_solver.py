# Benchmark (held-out style, after typical agent code): a Wordle solver. A vocabulary of five-letter
# words is generated from syllables; feedback patterns are computed with a Counter of unmatched
# letters (greens first, then yellows) and encoded in base 3; candidates are filtered by pattern;
# the next guess maximises the entropy of the pattern distribution (math.log2 over a dict of
# bucket counts), with a letter-frequency pre-ranking (str.count, set()) to keep it fast. Solves
# many secret words and prints the guess-count histogram and average.
import math
from collections import Counter, defaultdict

ONSETS = ["b", "c", "d", "f", "g", "h", "l", "m", "n", "p", "r", "s", "t", "st", "br", "cl", "gr", "sh"]
VOWELS = ["a", "e", "i", "o", "u", "ea", "oo", "ai"]
CODAS = ["k", "t", "n", "p", "d", "s", "l", "m", "r", "ck", "nt", "rd", "st", "sh", "ng"]


def make_vocab(limit):
    words = set()
    for o in ONSETS:
        for v in VOWELS:
            for c in CODAS:
                w = o + v + c
                if len(w) == 4:
                    w += "e" if len(o) == 1 else "y"
                if len(w) == 5:
                    words.add(w)
    return sorted(words)[:limit]


def feedback(guess, secret):
    pattern = [0] * 5
    unmatched = Counter()
    for i in range(5):
        if guess[i] == secret[i]:
            pattern[i] = 2
        else:
            unmatched[secret[i]] += 1
    for i in range(5):
        if pattern[i] == 0 and unmatched[guess[i]] > 0:
            pattern[i] = 1
            unmatched[guess[i]] -= 1
    code = 0
    for p in pattern:
        code = code * 3 + p
    return code


def pattern_str(code):
    marks = []
    for _ in range(5):
        code, r = divmod(code, 3)
        marks.append("_?!"[r])
    return "".join(reversed(marks))


def entropy(guess, candidates):
    buckets = defaultdict(int)
    for secret in candidates:
        buckets[feedback(guess, secret)] += 1
    n = len(candidates)
    return -sum(c / n * math.log2(c / n) for c in buckets.values())


def shortlist(vocab, candidates, size):
    freq = Counter()
    for w in candidates:
        freq.update(set(w))
    scored = sorted(vocab, key=lambda w: (-sum(freq[ch] for ch in set(w)), w))
    short = scored[:size]
    for w in candidates[:3]:
        if w not in short:
            short.append(w)
    return short


def best_guess(vocab, candidates, size):
    if len(candidates) <= 2:
        return candidates[0]
    best, best_h = None, -1.0
    for guess in shortlist(vocab, candidates, size):
        h = entropy(guess, candidates)
        if h > best_h + 1e-12 or (abs(h - best_h) <= 1e-12 and guess in candidates and best not in candidates):
            best, best_h = guess, h
    return best


def solve(secret, vocab, opener, size, trace=False):
    candidates = list(vocab)
    guess, turns = opener, 0
    while True:
        turns += 1
        code = feedback(guess, secret)
        if trace:
            print(f"  {guess} {pattern_str(code)} ({len(candidates)} left)")
        if code == 242:
            return turns
        candidates = [w for w in candidates if feedback(guess, w) == code]
        if not candidates:
            raise ValueError(f"no candidates for {secret}")
        guess = best_guess(vocab, candidates, size)


def main(limit=700, secrets=60, size=24):
    vocab = make_vocab(limit)
    print("vocabulary:", len(vocab), "first:", vocab[:4], "last:", vocab[-2:])
    print("feedback checks:", pattern_str(feedback("crane", "caner")), pattern_str(feedback("llama", "small")))
    opener = best_guess(vocab, vocab, size)
    print("opener:", opener, f"entropy {entropy(opener, vocab):.4f}")
    hist = Counter()
    step = max(1, len(vocab) // secrets)
    chosen = vocab[::step][:secrets]
    for i, secret in enumerate(chosen):
        if i < 2:
            print("solving", secret)
        hist[solve(secret, vocab, opener, size, trace=i < 2)] += 1
    total = sum(k * v for k, v in hist.items())
    for k in sorted(hist):
        print(f"{k} guesses: {'#' * hist[k]} {hist[k]}")
    print(f"average: {total / len(chosen):.3f} over {len(chosen)} words")


if __name__ == "__main__":
    main()  # test: main(limit=120, secrets=5, size=8)
