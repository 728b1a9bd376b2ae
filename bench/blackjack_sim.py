# Benchmark (held-out style, after typical agent code): a blackjack simulator. Cards are a
# frozen dataclass with an Enum suit; a six-deck shoe is shuffled with random.Random(seed) and
# reshuffled at a cut card; players follow either a basic-strategy table (dict keyed by
# (total, soft, dealer up-card)) or a Hi-Lo card-counting bettor (a subclass overriding the bet
# and a property for the true count); splits, doubles and dealer hits-soft-17 are handled; the
# results are tallied with collections.Counter and summarised with statistics and f-strings.
import random
import statistics
from collections import Counter
from dataclasses import dataclass
from enum import Enum


class Suit(Enum):
    CLUBS = "c"
    DIAMONDS = "d"
    HEARTS = "h"
    SPADES = "s"


RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]


@dataclass(frozen=True)
class Card:
    rank: str
    suit: Suit

    @property
    def value(self):
        if self.rank == "A":
            return 11
        if self.rank in ("J", "Q", "K"):
            return 10
        return int(self.rank)

    def __str__(self):
        return f"{self.rank}{self.suit.value}"


class Shoe:
    def __init__(self, decks, rng):
        self.rng = rng
        self.cards = [Card(r, s) for _ in range(decks) for s in Suit for r in RANKS]
        self.cut = len(self.cards) * 3 // 4
        self.pos = 0
        self.observers = []
        self.shuffles = 0
        self.shuffle()

    def shuffle(self):
        self.rng.shuffle(self.cards)
        self.pos = 0
        self.shuffles += 1
        for obs in self.observers:
            obs.reset_count()

    def needs_shuffle(self):
        return self.pos >= self.cut

    def draw(self):
        card = self.cards[self.pos]
        self.pos += 1
        for obs in self.observers:
            obs.see(card)
        return card

    @property
    def decks_left(self):
        return max(0.5, (len(self.cards) - self.pos) / 52)


class Hand:
    __slots__ = ("cards", "bet", "doubled", "from_split")

    def __init__(self, bet, cards=None, from_split=False):
        self.cards = cards or []
        self.bet = bet
        self.doubled = False
        self.from_split = from_split

    def add(self, card):
        self.cards.append(card)

    @property
    def total(self):
        t = sum(c.value for c in self.cards)
        aces = sum(1 for c in self.cards if c.rank == "A")
        while t > 21 and aces:
            t -= 10
            aces -= 1
        return t

    @property
    def soft(self):
        t = sum(c.value for c in self.cards)
        aces = sum(1 for c in self.cards if c.rank == "A")
        while t > 21 and aces:
            t -= 10
            aces -= 1
        return aces > 0

    def is_blackjack(self):
        return len(self.cards) == 2 and self.total == 21 and not self.from_split

    def is_pair(self):
        return len(self.cards) == 2 and self.cards[0].value == self.cards[1].value

    def __repr__(self):
        return "[" + " ".join(str(c) for c in self.cards) + f"]={self.total}"


def build_strategy():
    table = {}
    for up in range(2, 12):
        for total in range(4, 22):
            if total >= 17:
                act = "S"
            elif total >= 13:
                act = "S" if up <= 6 else "H"
            elif total == 12:
                act = "S" if 4 <= up <= 6 else "H"
            elif total == 11:
                act = "D"
            elif total == 10:
                act = "D" if up <= 9 else "H"
            elif total == 9:
                act = "D" if 3 <= up <= 6 else "H"
            else:
                act = "H"
            table[(total, False, up)] = act
        for total in range(12, 22):
            if total >= 19:
                act = "S"
            elif total == 18:
                act = "S" if up <= 8 else "H"
                if 3 <= up <= 6:
                    act = "D"
            elif total >= 15 and 4 <= up <= 6:
                act = "D"
            else:
                act = "H"
            table[(total, True, up)] = act
    return table


SPLIT_PAIRS = {11: set(range(2, 12)), 8: set(range(2, 12)), 9: {2, 3, 4, 5, 6, 8, 9},
               7: set(range(2, 8)), 6: set(range(2, 7)), 3: set(range(2, 8)), 2: set(range(2, 8))}


class Player:
    def __init__(self, name, bankroll, strategy):
        self.name = name
        self.bankroll = bankroll
        self.strategy = strategy
        self.outcomes = Counter()
        self.history = []

    def reset_count(self):
        pass

    def see(self, card):
        pass

    def bet(self, shoe):
        return 10

    def decide(self, hand, up):
        if hand.is_pair() and len(hand.cards) == 2:
            v = hand.cards[0].value
            if up in SPLIT_PAIRS.get(v, ()):
                return "P"
        act = self.strategy.get((hand.total, hand.soft, up), "S")
        if act == "D" and len(hand.cards) != 2:
            act = "H"
        return act

    def settle(self, amount, tag):
        self.bankroll += amount
        self.outcomes[tag] += 1
        self.history.append(amount)


class CountingPlayer(Player):
    HILO = {"2": 1, "3": 1, "4": 1, "5": 1, "6": 1, "10": -1, "J": -1, "Q": -1, "K": -1, "A": -1}

    def __init__(self, name, bankroll, strategy):
        super().__init__(name, bankroll, strategy)
        self.running = 0
        self.shoe = None

    def reset_count(self):
        self.running = 0

    def see(self, card):
        self.running += self.HILO.get(card.rank, 0)

    @property
    def true_count(self):
        return self.running / self.shoe.decks_left

    def bet(self, shoe):
        self.shoe = shoe
        tc = self.true_count
        if tc >= 4:
            return 80
        if tc >= 2:
            return 40
        if tc >= 1:
            return 20
        return 10

    def decide(self, hand, up):
        if hand.total == 16 and not hand.soft and up == 10 and self.true_count > 0:
            return "S"
        return super().decide(hand, up)


def play_dealer(shoe, dealer):
    while dealer.total < 17 or (dealer.total == 17 and dealer.soft):
        dealer.add(shoe.draw())
    return dealer.total


def play_hand(player, shoe, hand, up, hands):
    while True:
        if hand.total >= 21:
            break
        act = player.decide(hand, up)
        if act == "P" and len(hands) < 4:
            second = Hand(hand.bet, [hand.cards.pop()], from_split=True)
            hand.from_split = True
            hand.add(shoe.draw())
            second.add(shoe.draw())
            hands.append(second)
            if hand.cards[0].rank == "A":
                break
            continue
        if act == "D":
            hand.bet *= 2
            hand.doubled = True
            hand.add(shoe.draw())
            break
        if act in ("H", "P"):
            hand.add(shoe.draw())
            continue
        break


def play_round(players, shoe):
    if shoe.needs_shuffle():
        shoe.shuffle()
    seats = []
    for p in players:
        seats.append((p, [Hand(p.bet(shoe))]))
    for _ in range(2):
        for p, hands in seats:
            hands[0].add(shoe.draw())
    dealer = Hand(0)
    dealer.add(shoe.draw())
    hole = shoe.draw()
    up = dealer.cards[0].value
    dealer.add(hole)
    if dealer.is_blackjack():
        for p, hands in seats:
            h = hands[0]
            if h.is_blackjack():
                p.settle(0, "push")
            else:
                p.settle(-h.bet, "dealer_bj")
        return "dealer_bj"
    for p, hands in seats:
        i = 0
        while i < len(hands):
            play_hand(p, shoe, hands[i], up, hands)
            i += 1
    live = any(h.total <= 21 and not h.is_blackjack() for _, hands in seats for h in hands)
    dtotal = play_dealer(shoe, dealer) if live else dealer.total
    for p, hands in seats:
        for h in hands:
            t = h.total
            if h.is_blackjack():
                p.settle(h.bet * 3 // 2, "blackjack")
            elif t > 21:
                p.settle(-h.bet, "bust")
            elif dtotal > 21:
                p.settle(h.bet, "dealer_bust")
            elif t > dtotal:
                p.settle(h.bet, "win")
            elif t < dtotal:
                p.settle(-h.bet, "lose")
            else:
                p.settle(0, "push")
    return "played"


def main(rounds=3000, seed=21):
    rng = random.Random(seed)
    strategy = build_strategy()
    players = [Player("basic", 1000, strategy), CountingPlayer("counter", 1000, strategy),
               Player("basic2", 1000, strategy)]
    shoe = Shoe(6, rng)
    shoe.observers.append(players[1])
    kinds = Counter()
    for _ in range(rounds):
        kinds[play_round(players, shoe)] += 1
    print(f"rounds={rounds} shuffles={shoe.shuffles} dealer_bj={kinds['dealer_bj']}")
    for p in players:
        hist = p.history
        mean = statistics.mean(hist)
        sd = statistics.pstdev(hist)
        top = ", ".join(f"{k}:{v}" for k, v in sorted(p.outcomes.items()))
        print(f"{p.name:8s} bank={p.bankroll:6d} hands={len(hist)} mean={mean:+.3f} sd={sd:.2f}")
        print(f"    {top}")
    sample = Hand(10, [Card("A", Suit.SPADES), Card("6", Suit.HEARTS), Card("9", Suit.CLUBS)])
    print("sample", sample, sample.soft, len(strategy))


if __name__ == "__main__":
    main()  # test: main(rounds=200)
