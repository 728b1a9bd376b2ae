# Benchmark (held-out style, after typical agent code): a helpdesk ticket queue. Tickets are
# dataclasses with an IntEnum priority and a status Enum; a seeded generator opens tickets over
# a simulated work week; agents (a base class and two subclasses with different skills and
# speeds) pull from per-team heapq queues ordered by (priority, due, seq); SLA deadlines are
# computed from business hours, breaches escalate tickets, and a report of resolution times,
# breaches per team and agent utilisation is printed.
import heapq
import random
import statistics
from collections import defaultdict, Counter
from dataclasses import dataclass, field
from enum import Enum, IntEnum


class Priority(IntEnum):
    URGENT = 0
    HIGH = 1
    NORMAL = 2
    LOW = 3


class Status(Enum):
    OPEN = "open"
    ASSIGNED = "assigned"
    ESCALATED = "escalated"
    RESOLVED = "resolved"


SLA_MINUTES = {Priority.URGENT: 30, Priority.HIGH: 120, Priority.NORMAL: 480, Priority.LOW: 1200}
TEAMS = ("billing", "network", "accounts", "hardware")
WORDS = ("cannot login", "invoice wrong", "vpn down", "printer jam", "refund request",
         "password reset", "slow wifi", "laptop broken", "charged twice", "email bounce")
DAY_START, DAY_END = 9 * 60, 17 * 60


def business_deadline(opened, minutes):
    """Adds working minutes (9:00-17:00, Monday-Friday) to a minute timestamp."""
    t = opened
    while minutes > 0:
        day, minute = divmod(t, 1440)
        if day % 7 >= 5:
            t = (day + 1) * 1440 + DAY_START
            continue
        if minute < DAY_START:
            t = day * 1440 + DAY_START
            continue
        if minute >= DAY_END:
            t = (day + 1) * 1440 + DAY_START
            continue
        step = min(minutes, DAY_END - minute)
        t += step
        minutes -= step
    return t


@dataclass
class Ticket:
    tid: int
    team: str
    priority: Priority
    subject: str
    opened: int
    due: int = 0
    status: Status = Status.OPEN
    assignee: str = ""
    resolved: int = -1
    history: list = field(default_factory=list)

    def log(self, when, what):
        self.history.append((when, what))

    @property
    def age(self):
        return (self.resolved if self.resolved >= 0 else 10**9) - self.opened


class Agent:
    speed = 1.0

    def __init__(self, name, teams):
        self.name = name
        self.teams = teams
        self.busy_until = 0
        self.worked = 0
        self.closed = 0

    def handle_time(self, ticket, rng):
        base = 15 + 10 * (3 - int(ticket.priority)) + rng.randint(0, 40)
        return int(base / self.speed)

    def __repr__(self):
        return f"{type(self).__name__}({self.name})"


class Senior(Agent):
    speed = 1.6

    def handle_time(self, ticket, rng):
        t = super().handle_time(ticket, rng)
        return max(10, t - 5)


class Trainee(Agent):
    speed = 0.7


class Desk:
    def __init__(self, agents):
        self.queues = {team: [] for team in TEAMS}
        self.agents = agents
        self.seq = 0
        self.tickets = {}
        self.breaches = Counter()

    def open(self, ticket):
        ticket.due = business_deadline(ticket.opened, SLA_MINUTES[ticket.priority])
        self.tickets[ticket.tid] = ticket
        self.seq += 1
        heapq.heappush(self.queues[ticket.team], (ticket.priority, ticket.due, self.seq, ticket.tid))
        ticket.log(ticket.opened, "opened")

    def escalate(self, now):
        for team, q in self.queues.items():
            fresh = []
            for prio, due, seq, tid in q:
                t = self.tickets[tid]
                if due < now and t.status is Status.OPEN and prio > Priority.URGENT:
                    t.status = Status.ESCALATED
                    t.priority = Priority(prio - 1)
                    t.log(now, f"escalated to {t.priority.name}")
                    self.breaches[team] += 1
                    fresh.append((t.priority, due, seq, tid))
                else:
                    fresh.append((prio, due, seq, tid))
            heapq.heapify(fresh)
            self.queues[team] = fresh

    def assign(self, now, rng):
        for agent in sorted(self.agents, key=lambda a: (a.busy_until, a.name)):
            if agent.busy_until > now:
                continue
            best = None
            for team in agent.teams:
                q = self.queues[team]
                if q and (best is None or q[0] < self.queues[best][0]):
                    best = team
            if best is None:
                continue
            _, _, _, tid = heapq.heappop(self.queues[best])
            t = self.tickets[tid]
            t.status = Status.ASSIGNED
            t.assignee = agent.name
            dur = agent.handle_time(t, rng)
            agent.busy_until = now + dur
            agent.worked += dur
            agent.closed += 1
            t.resolved = now + dur
            t.log(now, f"assigned {agent.name}")
            t.log(t.resolved, "resolved")
            t.status = Status.RESOLVED


def main(days=30, per_hour=15, seed=18):
    rng = random.Random(seed)
    agents = [Senior("ana", ("billing", "accounts")), Senior("bo", ("network", "hardware")),
              Agent("cy", ("billing", "network")), Agent("di", ("accounts", "hardware")),
              Agent("ed", TEAMS), Trainee("fay", ("billing",)), Trainee("gus", ("hardware", "network"))]
    desk = Desk(agents)
    tid = 0
    for day in range(days):
        for minute in range(DAY_START, DAY_END, 5):
            now = day * 1440 + minute
            if rng.random() < per_hour / 12:
                tid += 1
                prio = Priority(rng.choices(range(4), weights=(1, 3, 8, 4))[0])
                desk.open(Ticket(tid, rng.choice(TEAMS), prio,
                                 f"{rng.choice(WORDS)} #{rng.randint(100, 999)}", now))
            if minute % 30 == 0:
                desk.escalate(now)
            desk.assign(now, rng)
    done = [t for t in desk.tickets.values() if t.resolved >= 0]
    print(f"tickets {len(desk.tickets)} resolved {len(done)} open "
          f"{sum(len(q) for q in desk.queues.values())}")
    by_prio = defaultdict(list)
    for t in done:
        by_prio[t.priority.name].append(t.age)
    for name in sorted(by_prio, key=lambda n: Priority[n]):
        ages = by_prio[name]
        print(f"  {name:<7} n={len(ages):3d} mean={statistics.mean(ages):8.1f} "
              f"median={statistics.median(ages):7.1f} max={max(ages)}")
    late = [t for t in done if t.resolved > t.due]
    print("late", len(late), "breaches", dict(sorted(desk.breaches.items())))
    for a in sorted(agents, key=lambda a: -a.closed):
        print(f"  {a!r:<14} closed={a.closed:3d} worked={a.worked:5d}")
    subjects = Counter(t.subject.split(" #")[0] for t in desk.tickets.values())
    print("top", subjects.most_common(3))
    hist = Counter(len(t.history) for t in desk.tickets.values())
    print("history", sorted(hist.items()))
    esc = sum(1 for t in desk.tickets.values() for _, w in t.history if w.startswith("escalated"))
    print("escalations", esc, "checksum", sum(t.resolved * t.tid for t in done) % 1000003)


if __name__ == "__main__":
    main()  # test: main(days=1, per_hour=6)
