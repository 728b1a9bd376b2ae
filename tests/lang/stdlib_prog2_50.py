from collections import Counter
from typing import List, Tuple
import string

WORDS = ["crane", "slate", "trace", "crate", "react", "caret", "grace", "brace", "plate", "least", "steal", "tales"]


def score(guess: str, answer: str) -> str:
    result = ["_"] * 5
    remaining = Counter()
    for i, (g, a) in enumerate(zip(guess, answer)):
        if g == a:
            result[i] = "G"
        else:
            remaining[a] += 1
    for i, g in enumerate(guess):
        if result[i] == "_" and remaining[g] > 0:
            result[i] = "Y"
            remaining[g] -= 1
    return "".join(result)


def filter_words(words: List[str], guess: str, pattern: str) -> List[str]:
    return [w for w in words if score(guess, w) == pattern]


def best_guess(words: List[str]) -> Tuple[str, float]:
    best = None
    for g in words:
        buckets = Counter(score(g, w) for w in words)
        expected = sum(n * n for n in buckets.values()) / len(words)
        if best is None or expected < best[1]:
            best = (g, expected)
    return best


answer = "caret"
candidates = WORDS[:]
for turn in range(1, 7):
    guess, exp = best_guess(candidates)
    pat = score(guess, answer)
    print(turn, guess, pat, round(exp, 3), len(candidates))
    if pat == "GGGGG":
        break
    candidates = filter_words(candidates, guess, pat)
freq = Counter("".join(WORDS))
print([ch for ch in string.ascii_lowercase if ch not in freq])
print(freq.most_common(4))
