# Benchmark (held-out style, after typical agent code): a sports league season simulator. Teams
# are dataclasses with order=True; fixtures come from the circle-method round robin; match scores
# are drawn from a seeded Poisson sampler driven by attack/defence ratings; Elo ratings update
# after each game; standings are sorted with multi-key tuples via operator.attrgetter; the season
# report uses statistics (mean, stdev, median) and formatted tables; a Monte Carlo loop estimates
# title odds over several simulated seasons.
import math
import random
import statistics
from dataclasses import dataclass, field
from itertools import combinations
from operator import attrgetter

NAMES = ["Ashford", "Brampton", "Carrow", "Dunmore", "Eastleigh", "Fenwick", "Glenrock",
         "Harwell", "Ivydale", "Joburn", "Kestrel", "Lowmoor", "Marden", "Northby", "Oakham",
         "Penrith", "Quarry", "Redcliff", "Stowe", "Thornbury"]


@dataclass(order=True)
class Team:
    sort_key: tuple = field(init=False, repr=False, compare=True)
    name: str = field(compare=False)
    attack: float = field(compare=False)
    defence: float = field(compare=False)
    elo: float = field(default=1500.0, compare=False)
    played: int = field(default=0, compare=False)
    won: int = field(default=0, compare=False)
    drawn: int = field(default=0, compare=False)
    lost: int = field(default=0, compare=False)
    goals_for: int = field(default=0, compare=False)
    goals_against: int = field(default=0, compare=False)
    form: list = field(default_factory=list, compare=False)

    def __post_init__(self):
        self.sort_key = (0, 0, 0)

    @property
    def points(self):
        return 3 * self.won + self.drawn

    @property
    def goal_diff(self):
        return self.goals_for - self.goals_against

    def refresh(self):
        self.sort_key = (self.points, self.goal_diff, self.goals_for)

    def reset(self):
        self.played = self.won = self.drawn = self.lost = 0
        self.goals_for = self.goals_against = 0
        self.form = []
        self.elo = 1500.0
        self.refresh()


def poisson(rng, lam):
    limit = math.exp(-lam)
    k = 0
    p = rng.random()
    while p > limit:
        k += 1
        p *= rng.random()
    return k


def round_robin(teams):
    ids = list(range(len(teams)))
    rounds = []
    for r in range(len(ids) - 1):
        pairs = []
        for i in range(len(ids) // 2):
            a, b = ids[i], ids[-1 - i]
            pairs.append((a, b) if r % 2 == 0 else (b, a))
        rounds.append(pairs)
        ids = [ids[0]] + [ids[-1]] + ids[1:-1]
    second = [[(b, a) for a, b in pairs] for pairs in rounds]
    return rounds + second


def expected(ra, rb):
    return 1.0 / (1.0 + 10 ** ((rb - ra) / 400.0))


def play(rng, home, away, k=24.0):
    lam_home = 1.45 * home.attack / away.defence
    lam_away = 1.10 * away.attack / home.defence
    hg, ag = poisson(rng, lam_home), poisson(rng, lam_away)
    for team, gf, ga in ((home, hg, ag), (away, ag, hg)):
        team.played += 1
        team.goals_for += gf
        team.goals_against += ga
        if gf > ga:
            team.won += 1
            team.form.append("W")
        elif gf == ga:
            team.drawn += 1
            team.form.append("D")
        else:
            team.lost += 1
            team.form.append("L")
        team.refresh()
    score = 1.0 if hg > ag else 0.5 if hg == ag else 0.0
    margin = math.log(abs(hg - ag) + 1) + 1.0
    delta = k * margin * (score - expected(home.elo + 60, away.elo))
    home.elo += delta
    away.elo -= delta
    return hg, ag


def season(rng, teams, fixtures):
    for team in teams:
        team.reset()
    results = []
    for matchday in fixtures:
        for h, a in matchday:
            results.append(play(rng, teams[h], teams[a]))
    table = sorted(teams, reverse=True)
    return table, results


def print_table(table):
    print(f"{'#':>2} {'Team':<10} {'P':>2} {'W':>2} {'D':>2} {'L':>2} {'GF':>3} {'GA':>3} "
          f"{'GD':>4} {'Pts':>3} {'Elo':>6}  Form")
    for pos, t in enumerate(table, 1):
        print(f"{pos:>2} {t.name:<10} {t.played:>2} {t.won:>2} {t.drawn:>2} {t.lost:>2} "
              f"{t.goals_for:>3} {t.goals_against:>3} {t.goal_diff:>+4} {t.points:>3} "
              f"{t.elo:6.1f}  {''.join(t.form[-5:])}")


def main(seasons=230):
    rng = random.Random(31337)
    teams = [Team(name, rng.uniform(0.7, 1.4), rng.uniform(0.7, 1.4)) for name in NAMES]
    fixtures = round_robin(teams)
    assert all(len(set(p for pair in md for p in pair)) == len(teams) for md in fixtures)
    table, results = season(rng, teams, fixtures)
    print_table(table)
    goals = [h + a for h, a in results]
    print(f"games {len(results)} goals {sum(goals)} mean {statistics.mean(goals):.3f} "
          f"stdev {statistics.stdev(goals):.3f} median {statistics.median(goals)}")
    home_wins = sum(1 for h, a in results if h > a)
    draws = sum(1 for h, a in results if h == a)
    print(f"home wins {home_wins} draws {draws} away wins {len(results) - home_wins - draws}")
    titles = {t.name: 0 for t in teams}
    relegated = {t.name: 0 for t in teams}
    elo_spread = []
    for _ in range(seasons):
        table, _ = season(rng, teams, fixtures)
        titles[table[0].name] += 1
        for t in table[-3:]:
            relegated[t.name] += 1
        elo_spread.append(statistics.pstdev([t.elo for t in teams]))
    best = sorted(teams, key=attrgetter("attack"), reverse=True)[:3]
    print("strongest attacks", [(t.name, round(t.attack, 3)) for t in best])
    print("title odds", [(n, c) for n, c in sorted(titles.items(), key=lambda kv: (-kv[1], kv[0]))
                         if c])
    print("relegation", [(n, c) for n, c in sorted(relegated.items(), key=lambda kv: (-kv[1], kv[0]))
                         if c][:6])
    print(f"elo spread mean {statistics.mean(elo_spread):.2f}")
    pairs = sum(1 for a, b in combinations(teams, 2) if abs(a.elo - b.elo) < 25)
    print("close pairs", pairs)


if __name__ == "__main__":
    main()  # test: main(seasons=1)
