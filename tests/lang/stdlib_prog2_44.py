import random
from enum import Enum
from dataclasses import dataclass
from typing import List
from collections import Counter


class Suit(Enum):
    CLUBS = "♣"
    DIAMONDS = "♦"
    HEARTS = "♥"
    SPADES = "♠"


class Rank(Enum):
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    def __lt__(self, other):
        return self.value < other.value


@dataclass(frozen=True)
class Card:
    rank: Rank
    suit: Suit

    def __str__(self):
        r = self.rank.value if self.rank.value <= 10 else self.rank.name[0]
        return f"{r}{self.suit.value}"


deck: List[Card] = [Card(r, s) for s in Suit for r in Rank]
print(len(deck), str(deck[0]), str(deck[-1]))
random.seed(5)
random.shuffle(deck)
hands = [deck[i * 5:(i + 1) * 5] for i in range(4)]
for i, h in enumerate(hands):
    h = sorted(h, key=lambda c: c.rank)
    ranks = Counter(c.rank for c in h)
    pairs = [r.name for r, n in ranks.items() if n == 2]
    flush = len({c.suit for c in h}) == 1
    print(i, " ".join(map(str, h)), "pairs:", pairs, "flush:", flush)
print(max(Rank), min(Rank, key=lambda r: r.value), Rank.ACE > Rank.KING)
print(Suit.HEARTS, Suit("♠"), Rank(11).name)
print(Card(Rank.ACE, Suit.SPADES))
