# Benchmark (held-out style, after typical agent code): a school timetable as a constraint
# satisfaction problem. Lessons (class group, teacher, subject) get (day, period, room) values;
# domains are sets of tuples pruned by unary constraints (teacher availability, lab rooms);
# binary constraints are checked by AC-3 over a deque of arcs, then backtracking search with
# MRV and least-constraining-value ordering and forward checking finds an assignment; soft
# constraints are scored and a few timetables are printed per seed.
import itertools
import random
from collections import defaultdict, deque, namedtuple
from dataclasses import dataclass

DAYS = ("Mon", "Tue", "Wed", "Thu", "Fri")
PERIODS = range(5)
ROOMS = {"R1": "plain", "R2": "plain", "R3": "plain", "LAB": "lab", "GYM": "gym"}
SUBJECTS = {"math": "plain", "english": "plain", "history": "plain", "physics": "lab",
            "chemistry": "lab", "pe": "gym", "art": "plain"}

Lesson = namedtuple("Lesson", "id group teacher subject")


@dataclass(frozen=True, order=True)
class Slot:
    day: int
    period: int
    room: str

    def __str__(self):
        return f"{DAYS[self.day]}{self.period}@{self.room}"


class Timetable:
    def __init__(self, lessons, unavailable):
        self.lessons = lessons
        self.domains = {}
        for l in lessons:
            need = SUBJECTS[l.subject]
            self.domains[l.id] = {
                Slot(d, p, r) for d in range(len(DAYS)) for p in PERIODS for r, kind in ROOMS.items()
                if kind == need and (d, p) not in unavailable.get(l.teacher, ())
            }
        self.by_id = {l.id: l for l in lessons}
        self.neighbors = defaultdict(set)
        for a, b in itertools.combinations(lessons, 2):
            self.neighbors[a.id].add(b.id)
            self.neighbors[b.id].add(a.id)
        self.checks = 0
        self.backtracks = 0

    def consistent(self, a, sa, b, sb):
        self.checks += 1
        if (sa.day, sa.period) != (sb.day, sb.period):
            la, lb = self.by_id[a], self.by_id[b]
            if la.group == lb.group and la.subject == lb.subject and sa.day == sb.day:
                return False
            return True
        if sa.room == sb.room:
            return False
        la, lb = self.by_id[a], self.by_id[b]
        return la.teacher != lb.teacher and la.group != lb.group

    def revise(self, domains, a, b):
        removed = False
        for va in list(domains[a]):
            if not any(self.consistent(a, va, b, vb) for vb in sorted(domains[b])):
                domains[a].discard(va)
                removed = True
        return removed

    def ac3(self, domains, arcs=None):
        queue = deque(arcs if arcs is not None else
                      [(a, b) for a in domains for b in self.neighbors[a]])
        while queue:
            a, b = queue.popleft()
            if len(domains[b]) == 1 and self.revise(domains, a, b):
                if not domains[a]:
                    return False
                queue.extend((c, a) for c in self.neighbors[a] if c != b)
        return True

    def select(self, assignment, domains):
        free = [v for v in domains if v not in assignment]
        return min(free, key=lambda v: (len(domains[v]), -len(self.neighbors[v]), v))

    def order(self, var, domains, assignment):
        def cost(val):
            return sum(1 for n in self.neighbors[var] if n not in assignment
                       for v in domains[n] if not self.consistent(var, val, n, v))
        vals = sorted(domains[var], key=lambda s: (s.day, s.period, s.room))
        return sorted(vals[:12], key=cost) + vals[12:]

    def search(self, assignment, domains):
        if len(assignment) == len(domains):
            return assignment
        var = self.select(assignment, domains)
        for val in self.order(var, domains, assignment):
            new = {k: (set(v) if k not in assignment and k != var else v) for k, v in domains.items()}
            new[var] = {val}
            ok = True
            for n in self.neighbors[var]:
                if n in assignment:
                    continue
                new[n] = {v for v in new[n] if self.consistent(var, val, n, v)}
                if not new[n]:
                    ok = False
                    break
            if ok:
                assignment[var] = val
                result = self.search(assignment, new)
                if result is not None:
                    return result
                del assignment[var]
            self.backtracks += 1
        return None

    def solve(self):
        domains = {k: set(v) for k, v in self.domains.items()}
        if not self.ac3(domains):
            return None
        return self.search({}, domains)


def soft_score(tt, assignment):
    score = 0
    per_group_day = defaultdict(list)
    for lid, slot in assignment.items():
        l = tt.by_id[lid]
        per_group_day[(l.group, slot.day)].append(slot.period)
        if slot.period == 4:
            score += 2
        if l.subject in ("math", "physics") and slot.period == 0:
            score -= 1
    for periods in per_group_day.values():
        periods.sort()
        score += sum(b - a - 1 for a, b in zip(periods, periods[1:]))
    return score


def make_problem(rng, n_groups, per_group):
    teachers = {s: [f"{s[:3].title()}{i}" for i in range(2)] for s in SUBJECTS}
    lessons = []
    for g in range(n_groups):
        subjects = rng.sample(sorted(SUBJECTS), per_group - 2) + ["math", "english"]
        for s in subjects:
            lessons.append(Lesson(f"L{len(lessons):02d}", f"G{g}", rng.choice(teachers[s]), s))
    unavailable = {}
    for ts in teachers.values():
        for t in ts:
            unavailable[t] = {(rng.randrange(5), rng.randrange(5)) for _ in range(3)}
    return lessons, unavailable


def main(seeds=(1, 2, 3), n_groups=4, per_group=6):
    for seed in seeds:
        rng = random.Random(seed)
        lessons, unavailable = make_problem(rng, n_groups, per_group)
        tt = Timetable(lessons, unavailable)
        result = tt.solve()
        if result is None:
            print(f"seed {seed}: no timetable")
            continue
        print(f"seed {seed}: lessons={len(lessons)} checks={tt.checks} backtracks={tt.backtracks} "
              f"soft={soft_score(tt, result)}")
        grid = defaultdict(list)
        for lid, slot in sorted(result.items()):
            l = tt.by_id[lid]
            grid[l.group].append(f"{l.subject[:4]}:{slot}")
        for g in sorted(grid)[:2]:
            print(f"  {g}: " + ", ".join(sorted(grid[g])))


if __name__ == "__main__":
    main()  # test: main(seeds=(1,), n_groups=2, per_group=4)
