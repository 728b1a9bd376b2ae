# Benchmark (held-out style, after typical agent code): a team calendar conflict finder and
# meeting scheduler. Events (one-off and weekly/daily recurring with exceptions) are
# dataclasses with datetime start/end; recurrences are expanded by a generator over a date
# window; per-person timelines are sorted and swept for overlaps; working hours in each
# person's UTC offset give free slots; a scheduler finds the earliest common slot for meeting
# requests of several attendees (merging busy intervals), books it, and reports conflicts,
# utilisation per person and a weekly agenda rendered with f-strings and strftime.
import heapq
import random
from collections import defaultdict, Counter
from dataclasses import dataclass, field
from datetime import datetime, timedelta, date, time
from enum import Enum
from typing import Iterator, Optional


class Repeat(Enum):
    NONE = 0
    DAILY = 1
    WEEKLY = 2


@dataclass(order=True)
class Event:
    start: datetime
    end: datetime
    title: str = field(compare=False)
    owner: str = field(compare=False)
    attendees: tuple = field(default=(), compare=False)
    repeat: Repeat = field(default=Repeat.NONE, compare=False)
    until: Optional[date] = field(default=None, compare=False)
    skip: frozenset = field(default=frozenset(), compare=False)

    @property
    def minutes(self):
        return int((self.end - self.start).total_seconds() // 60)

    def occurrences(self, lo: date, hi: date) -> Iterator["Event"]:
        if self.repeat is Repeat.NONE:
            if lo <= self.start.date() <= hi:
                yield self
            return
        step = timedelta(days=1 if self.repeat is Repeat.DAILY else 7)
        cur = self.start
        last = min(hi, self.until or hi)
        while cur.date() <= last:
            if cur.date() >= lo and cur.date() not in self.skip and cur.weekday() < 5:
                yield Event(cur, cur + (self.end - self.start), self.title, self.owner, self.attendees)
            cur += step


@dataclass
class Person:
    name: str
    utc_offset: int
    day_start: time = time(9, 0)
    day_end: time = time(17, 0)

    def working(self, day: date):
        off = timedelta(hours=self.utc_offset)
        return (datetime.combine(day, self.day_start) - off, datetime.combine(day, self.day_end) - off)


def merge_busy(intervals):
    out = []
    for s, e in sorted(intervals):
        if out and s <= out[-1][1]:
            if e > out[-1][1]:
                out[-1][1] = e
        else:
            out.append([s, e])
    return out


def free_slots(busy, lo, hi, minutes):
    need = timedelta(minutes=minutes)
    cur = lo
    for s, e in busy:
        if e <= cur:
            continue
        if s >= hi:
            break
        if s - cur >= need:
            yield cur, s
        cur = max(cur, e)
    if hi - cur >= need:
        yield cur, hi


class Calendar:
    def __init__(self, people):
        self.people = {p.name: p for p in people}
        self.events = []

    def add(self, ev):
        self.events.append(ev)

    def expand(self, lo, hi):
        per = defaultdict(list)
        for ev in self.events:
            for occ in ev.occurrences(lo, hi):
                for who in (occ.owner, *occ.attendees):
                    per[who].append(occ)
        for who in per:
            per[who].sort()
        return per

    def conflicts(self, timeline):
        found = []
        active = []
        for ev in timeline:
            while active and active[0][0] <= ev.start:
                heapq.heappop(active)
            for end, idx in active:
                found.append((timeline[idx].title, ev.title, ev.start))
            heapq.heappush(active, (ev.end, timeline.index(ev)))
        return found

    def schedule(self, who, minutes, lo, hi, per):
        day = lo
        while day <= hi:
            if day.weekday() < 5:
                windows = [self.people[w].working(day) for w in who]
                start = max(w[0] for w in windows)
                end = min(w[1] for w in windows)
                if end > start:
                    busy = merge_busy((o.start, o.end) for w in who for o in per[w]
                                      if o.start < end and o.end > start)
                    for s, _ in free_slots(busy, start, end, minutes):
                        return s
            day += timedelta(days=1)
        return None


def main(weeks=8, requests=400, seed=8):
    rng = random.Random(seed)
    people = [Person(n, off) for n, off in (("ana", 0), ("ben", 1), ("chen", 8), ("dev", -5), ("eli", 2),
                                             ("fay", -8), ("gil", 0), ("hana", 9), ("ivo", 1), ("jo", -3))]
    cal = Calendar(people)
    lo = date(2025, 3, 3)
    hi = lo + timedelta(weeks=weeks) - timedelta(days=1)
    names = [p.name for p in people]
    for p in people:
        ws, _ = p.working(lo)
        cal.add(Event(ws + timedelta(minutes=15), ws + timedelta(minutes=30), "standup", p.name,
                      repeat=Repeat.DAILY, until=hi, skip=frozenset({lo + timedelta(days=9)})))
        for k in range(3):
            d = lo + timedelta(days=rng.randrange(5))
            st = datetime.combine(d, time(rng.randint(0, 23), rng.choice((0, 30))))
            cal.add(Event(st, st + timedelta(minutes=rng.choice((30, 60, 90))), f"{p.name}-weekly{k}", p.name,
                          tuple(rng.sample(names, 2)), Repeat.WEEKLY, hi))
    for i in range(150):
        d = lo + timedelta(days=rng.randrange(weeks * 7))
        st = datetime.combine(d, time(rng.randint(0, 23), rng.choice((0, 15, 30, 45))))
        cal.add(Event(st, st + timedelta(minutes=rng.choice((15, 30, 45, 60, 120))), f"adhoc{i}",
                      rng.choice(names), tuple(rng.sample(names, rng.randint(0, 3)))))
    per = cal.expand(lo, hi)
    total_conf = Counter()
    for who in sorted(per):
        total_conf[who] = len(cal.conflicts(per[who]))
    print("occurrences", sum(len(v) for v in per.values()), "conflicts", sorted(total_conf.items()))
    booked = unbooked = 0
    waits = []
    for r in range(requests):
        who = rng.sample(names, rng.randint(2, 4))
        minutes = rng.choice((30, 45, 60))
        day = lo + timedelta(days=rng.randrange(weeks * 7 - 7))
        slot = cal.schedule(who, minutes, day, hi, per)
        if slot is None:
            unbooked += 1
            continue
        booked += 1
        waits.append((slot.date() - day).days)
        ev = Event(slot, slot + timedelta(minutes=minutes), f"mtg{r}", who[0], tuple(who[1:]))
        cal.add(ev)
        for w in who:
            per[w].append(ev)
            per[w].sort()
    print(f"booked {booked} unbooked {unbooked} mean wait {sum(waits) / max(1, len(waits)):.2f} days")
    after = {who: len(cal.conflicts(per[who])) for who in sorted(per)}
    print("conflicts after", after == dict(total_conf))
    for p in people[:4]:
        days = [lo + timedelta(days=d) for d in range(weeks * 7)]
        work = sum((p.working(d)[1] - p.working(d)[0] for d in days if d.weekday() < 5), timedelta())
        busy = merge_busy((o.start, o.end) for o in per[p.name])
        inside = timedelta()
        for s, e in busy:
            ws, we = p.working(s.date())
            a, b = max(s, ws), min(e, we)
            if b > a:
                inside += b - a
        print(f"  {p.name:<5} utilisation {inside / work:.1%} meetings {len(per[p.name])}")
    week = sorted(o for o in per["ana"] if o.start.date() < lo + timedelta(days=2))
    for o in week[:8]:
        print(f"  {o.start:%a %d %b %H:%M}-{o.end:%H:%M} {o.title:<14} ({o.minutes} min)")


if __name__ == "__main__":
    main()  # test: main(weeks=2, requests=10)
