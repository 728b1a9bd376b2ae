import random
from collections import Counter, namedtuple
from operator import attrgetter, itemgetter

Player = namedtuple("Player", "name score level")

def main():
    rng = random.Random(11)
    names = ["zara", "yuki", "xavi", "wren", "vic", "uma", "tom", "sol"]
    players = [Player(n, rng.randint(0, 1000), rng.choice(["gold", "silver", "bronze"])) for n in names]
    ranked = sorted(players, key=attrgetter("score"), reverse=True)
    for rank, p in enumerate(ranked, 1):
        print(f"{rank:>2}. {p.name:<6}{p.score:>5} {p.level}")
    print(Counter(p.level for p in players))
    by_level = sorted(players, key=attrgetter("level", "name"))
    print([(p.level, p.name) for p in by_level])
    pairs = sorted(((p.name, p.score) for p in players), key=itemgetter(1))
    print(pairs[:3])
    median = sorted(p.score for p in players)[len(players) // 2]
    print("above median:", [p.name for p in players if p.score > median])
    bonus = {p.name: p.score + (100 if p.level == "gold" else 0) for p in players}
    print(max(bonus, key=bonus.get), min(bonus.values()))

main()
