# Quickened slot reads and stores in three shapes: a slot that shadows a plain class value (a
# dataclass field's default, a class constant an instance overrides), a site first run on an
# instance with a dict and later on shaped ones (quickened again on a hit), and classes whose
# __init__ stores many attributes (their first instance sized from __init__).
from dataclasses import dataclass


class Conf:
    level = 1
    name = "base"

    def __init__(self, i):
        self.i = i
        if i % 3 == 0:
            self.level = i * 10
        if i % 4 == 0:
            self.name = "n%d" % i

    def show(self):
        return (self.i, self.level, self.name)


cs = [Conf(i) for i in range(24)]
for rnd in range(3):
    print([c.show() for c in cs[:9]])
    if rnd == 0:
        Conf.level = 2
    if rnd == 1:
        del cs[3].level
        cs[5].level = 55
print(sum(c.level for c in cs), [c.name for c in cs[:6]])


@dataclass
class Team:
    name: str
    won: int = 0
    drawn: int = 0
    lost: int = 0
    goals_for: int = 0
    goals_against: int = 0

    @property
    def points(self):
        return 3 * self.won + self.drawn

    def record(self, gf, ga):
        self.goals_for += gf
        self.goals_against += ga
        if gf > ga:
            self.won += 1
        elif gf == ga:
            self.drawn += 1
        else:
            self.lost += 1


teams = [Team("t%d" % i) for i in range(8)]
for r in range(40):
    for k, t in enumerate(teams):
        t.record((r * 7 + k) % 4, (r * 3 + 2 * k) % 4)
print([(t.name, t.points, t.goals_for - t.goals_against) for t in teams])
Team.won = 100
print(Team("x").won, Team("y", 3).won, teams[0].won)


class State:
    def __init__(self, n):
        self.n = n
        self.pc = 0
        self.stack = []
        self.vars = {}
        self.out = []
        self.steps = 0
        self.limit = n * 3
        self.flag = False

    def run(self):
        while self.pc < self.n and self.steps < self.limit:
            self.stack.append(self.pc)
            self.vars[self.pc % 5] = self.pc
            self.steps += 1
            self.pc += 1 if self.pc % 2 else 2
        self.out.append(len(self.stack))
        return (self.pc, self.steps, sorted(self.vars.items()), self.out)


first = State(50)
print(first.run(), sorted(vars(first)))
print([State(k).run()[:2] for k in range(5, 30, 6)])


class Mixed:
    def __init__(self, k):
        self.a = k
        self.b = k + 1


ms = [Mixed(k) for k in range(12)]
for m in ms[::3]:
    vars(m)  # gives these instances a dict
tot = 0
for r in range(30):
    for m in ms:
        m.b = m.a + r
        tot += m.a + m.b
print(tot, [(m.a, m.b) for m in ms[:4]])


class Base:
    def __init__(self, x):
        self.x = x
        self.y = x * 2
        self.z = x * 3


class Child(Base):
    def __init__(self, x):
        super().__init__(x)
        self.p = x + 1
        self.q = x + 2
        self.r = x + 3


class Odd:
    def __init__(*args):
        self = args[0]
        self.u = args[1]
        self.v = 1
        self.w = 2
        self.s = 3
        self.t = 4


objs = [Child(i) for i in range(6)] + [Odd(7), Odd(8)]
print([sorted(vars(o).items()) for o in objs[:2]], [(o.u, o.t) for o in objs[-2:]])
print(sum(o.x + o.y + o.z + o.p + o.q + o.r for o in objs[:6]))
