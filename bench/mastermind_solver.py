# Benchmark (held-out style, after typical agent code): Mastermind solvers. Codes are tuples
# from itertools.product over six colours; feedback (black, white pegs) is computed with
# collections.Counter intersections and cached with functools.lru_cache; three strategies
# (first consistent, Knuth-style minimax over the remaining candidates, and expected-size) are
# compared over a sample of secrets chosen with random.Random(seed); the game loop records
# guess counts in a dict, raises a custom exception on inconsistency, and reports averages and
# the worst cases with f-strings.
import itertools
import random
import statistics
from collections import Counter, defaultdict
from functools import lru_cache

COLOURS = "RGBYOP"
PEGS = 4
ALL_CODES = [tuple(c) for c in itertools.product(COLOURS, repeat=PEGS)]


class Inconsistent(Exception):
    pass


@lru_cache(maxsize=None)
def score(guess, secret):
    black = sum(1 for g, s in zip(guess, secret) if g == s)
    common = sum((Counter(guess) & Counter(secret)).values())
    return black, common - black


class Strategy:
    name = "base"

    def __init__(self):
        self.candidates = list(ALL_CODES)

    def first_guess(self):
        return ("R", "R", "G", "G")

    def next_guess(self):
        raise NotImplementedError

    def feedback(self, guess, result):
        self.candidates = [c for c in self.candidates if score(guess, c) == result]
        if not self.candidates:
            raise Inconsistent(f"{self.name}: nothing left after {''.join(guess)} {result}")


class FirstConsistent(Strategy):
    name = "first"

    def next_guess(self):
        return self.candidates[0]


class Minimax(Strategy):
    name = "minimax"

    def next_guess(self):
        if len(self.candidates) <= 2:
            return self.candidates[0]
        pool = self.candidates[:30] if len(self.candidates) > 30 else ALL_CODES[::9]
        cand_set = set(self.candidates)
        best, best_key = None, None
        for g in pool:
            parts = Counter(score(g, c) for c in self.candidates)
            key = (max(parts.values()), g not in cand_set)
            if best_key is None or key < best_key:
                best, best_key = g, key
        return best


class ExpectedSize(Strategy):
    name = "expected"

    def next_guess(self):
        if len(self.candidates) <= 2:
            return self.candidates[0]
        n = len(self.candidates)
        best, best_val = None, None
        for g in self.candidates[:30]:
            parts = Counter(score(g, c) for c in self.candidates)
            val = sum(v * v for v in parts.values()) / n
            if best_val is None or val < best_val:
                best, best_val = g, val
        return best


def play(strategy_cls, secret, limit=10):
    strat = strategy_cls()
    guess = strat.first_guess()
    for turn in range(1, limit + 1):
        result = score(guess, secret)
        if result == (PEGS, 0):
            return turn
        strat.feedback(guess, result)
        guess = strat.next_guess()
    raise Inconsistent(f"{strat.name} gave up on {''.join(secret)}")


def main(secrets=10, seed=4):
    rng = random.Random(seed)
    sample = rng.sample(ALL_CODES, secrets)
    results = defaultdict(list)
    for cls in (FirstConsistent, Minimax, ExpectedSize):
        for secret in sample:
            results[cls.name].append(play(cls, secret))
    for name, turns in results.items():
        hist = Counter(turns)
        worst = max(range(len(turns)), key=lambda i: (turns[i], sample[i]))
        print(f"{name:9s} mean={statistics.mean(turns):.3f} max={max(turns)} "
              f"hist={sorted(hist.items())} worst={''.join(sample[worst])}")
    partition = Counter(score(("R", "R", "G", "B"), c) for c in ALL_CODES)
    print("partition RRGB", sorted(partition.items())[:6], len(partition))
    info = score.cache_info()
    print("cache", info.currsize > 0, "codes", len(ALL_CODES))
    s = FirstConsistent()
    try:
        s.feedback(("R", "R", "R", "R"), (4, 0))
        s.feedback(("G", "G", "G", "G"), (1, 0))
    except Inconsistent as e:
        print("error:", e)


if __name__ == "__main__":
    main()  # test: main(secrets=2)
