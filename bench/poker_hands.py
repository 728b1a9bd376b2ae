# Benchmark (held-out style, after typical agent code): a Texas hold'em hand evaluator and
# equity simulator. Cards are NamedTuples, hand categories an IntEnum, hands are scored into
# comparable tuples with collections.Counter and sorted(), best five of seven by
# itertools.combinations, a random.Random deals seeded hands, and showdowns tally wins, ties and
# category frequencies. Prints equity tables and a category histogram.
import random
from collections import Counter
from enum import IntEnum
from itertools import combinations
from typing import NamedTuple

RANKS = "23456789TJQKA"
SUITS = "cdhs"


class Card(NamedTuple):
    rank: int
    suit: str

    def __str__(self):
        return RANKS[self.rank - 2] + self.suit


class Category(IntEnum):
    HIGH_CARD = 0
    PAIR = 1
    TWO_PAIR = 2
    TRIPS = 3
    STRAIGHT = 4
    FLUSH = 5
    FULL_HOUSE = 6
    QUADS = 7
    STRAIGHT_FLUSH = 8


DECK = [Card(r, s) for r in range(2, 15) for s in SUITS]


def parse(text):
    return [Card(RANKS.index(t[0]) + 2, t[1]) for t in text.split()]


def straight_high(ranks):
    uniq = sorted(set(ranks), reverse=True)
    if 14 in uniq:
        uniq.append(1)
    run = 1
    for a, b in zip(uniq, uniq[1:]):
        run = run + 1 if a - b == 1 else 1
        if run == 5:
            return b + 4
    return None


def score5(cards):
    ranks = [c.rank for c in cards]
    counts = Counter(ranks)
    groups = sorted(counts.items(), key=lambda kv: (kv[1], kv[0]), reverse=True)
    flush = len({c.suit for c in cards}) == 1
    high = straight_high(ranks)
    if high and flush:
        return (Category.STRAIGHT_FLUSH, high)
    if groups[0][1] == 4:
        return (Category.QUADS, groups[0][0], groups[1][0])
    if groups[0][1] == 3 and groups[1][1] == 2:
        return (Category.FULL_HOUSE, groups[0][0], groups[1][0])
    if flush:
        return (Category.FLUSH,) + tuple(sorted(ranks, reverse=True))
    if high:
        return (Category.STRAIGHT, high)
    if groups[0][1] == 3:
        return (Category.TRIPS,) + tuple(r for r, _ in groups)
    if groups[0][1] == 2 and groups[1][1] == 2:
        return (Category.TWO_PAIR,) + tuple(r for r, _ in groups)
    if groups[0][1] == 2:
        return (Category.PAIR,) + tuple(r for r, _ in groups)
    return (Category.HIGH_CARD,) + tuple(sorted(ranks, reverse=True))


def best7(cards):
    return max(score5(five) for five in combinations(cards, 5))


def showdown(rng, holes, board_known, n_board=5):
    used = {c for hole in holes for c in hole} | set(board_known)
    deck = [c for c in DECK if c not in used]
    board = board_known + rng.sample(deck, n_board - len(board_known))
    scores = [best7(hole + board) for hole in holes]
    top = max(scores)
    winners = [i for i, s in enumerate(scores) if s == top]
    return winners, top[0]


def equity(rng, holes, board, trials):
    wins, ties = [0] * len(holes), 0
    cats = Counter()
    for _ in range(trials):
        winners, cat = showdown(rng, holes, board)
        cats[cat] += 1
        if len(winners) == 1:
            wins[winners[0]] += 1
        else:
            ties += 1
    return wins, ties, cats


def main(trials=300):
    rng = random.Random(2024)
    checks = ["Ah Kh Qh Jh Th", "9c 9d 9h 9s 2c", "3c 3d 3h 7s 7c", "2h 7h 9h Jh Kh",
              "5c 4d 3h 2s Ah", "Tc Td 4h 4s 9c", "Ac Ad 8h 6s 2c", "Kc Jd 8h 6s 2c"]
    for text in checks:
        s = score5(parse(text))
        print(f"{text}: {s[0].name:<15} {s[1:]}")
    matchups = [
        ("As Ad", "Kc Kd", ""),
        ("Ah Kh", "7c 7d", ""),
        ("8s 9s", "Ac Qd", "Ts Js 2h"),
        ("2c 2d", "Ah Kd", "Kh 7s 2s 9d"),
    ]
    total_cats = Counter()
    for a, b, board in matchups:
        holes = [parse(a), parse(b)]
        wins, ties, cats = equity(rng, holes, parse(board) if board else [], trials)
        total_cats.update(cats)
        pct = [100.0 * w / trials for w in wins]
        print(f"{a} vs {b} [{board or '-'}]: {pct[0]:5.1f}% / {pct[1]:5.1f}%  ties {ties}")
    print("categories:")
    for cat in sorted(total_cats):
        print(f"  {cat.name.lower():<15}{total_cats[cat]:>6}")
    deal = rng.sample(DECK, 7)
    print("random seven:", " ".join(map(str, deal)), "->", best7(deal)[0].name)


if __name__ == "__main__":
    main()  # test: main(trials=8)
