# Benchmark (held-out style, after typical agent code): a lending library. Books and members are
# ordered dataclasses (order=True, field(compare=False), default_factory); a year of daily loan and
# return events is simulated with a seeded random; overdue fines come from a bisect over a tiered
# fine table; waiting lists are kept sorted with bisect.insort on (priority, day, name) tuples;
# reports sort with multi-key lambdas and print f-string tables.
import bisect
import random
from dataclasses import dataclass, field

GENRES = ["fiction", "history", "science", "poetry", "travel", "cooking", "children", "mystery"]
FINE_DAYS = [0, 7, 14, 30, 60]
FINE_CENTS = [0, 10, 25, 50, 100]


@dataclass(order=True)
class Book:
    genre: str
    title: str
    isbn: int
    copies: int = field(default=1, compare=False)
    on_loan: int = field(default=0, compare=False)
    times_lent: int = field(default=0, compare=False)

    @property
    def available(self):
        return self.copies - self.on_loan


@dataclass(order=True)
class Member:
    name: str
    member_id: int
    tier: int = field(default=1, compare=False)
    loans: list = field(default_factory=list, compare=False, repr=False)
    fines: int = field(default=0, compare=False)
    history: list = field(default_factory=list, compare=False, repr=False)


@dataclass
class Loan:
    isbn: int
    member_id: int
    day_out: int
    due: int


def fine_for(days_late):
    if days_late <= 0:
        return 0
    i = bisect.bisect_right(FINE_DAYS, days_late) - 1
    return FINE_CENTS[i] * days_late


def make_catalog(rng, n):
    words = ["red", "silent", "river", "garden", "night", "stone", "winter", "paper", "crown", "glass",
             "lost", "iron", "salt", "hidden", "golden", "wild"]
    books = []
    for i in range(n):
        title = f"The {rng.choice(words).title()} {rng.choice(words).title()}"
        books.append(Book(rng.choice(GENRES), title, 9780000000 + i * 37, copies=rng.randint(1, 3)))
    return books


def make_members(rng, n):
    first = ["ana", "ben", "chloe", "dev", "eli", "fay", "gus", "hana", "ivan", "jo", "kai", "lena"]
    return [Member(f"{rng.choice(first)}_{i:03d}", i, tier=rng.choice((1, 1, 2, 3))) for i in range(n)]


def simulate(books, members, days, rng):
    by_isbn = {b.isbn: b for b in books}
    active = []
    waiting = {}
    returned = 0
    for day in range(days):
        for _ in range(rng.randint(3, 9)):
            m = rng.choice(members)
            if len(m.loans) >= 2 + m.tier:
                continue
            b = rng.choice(books)
            if b.available > 0:
                b.on_loan += 1
                b.times_lent += 1
                loan = Loan(b.isbn, m.member_id, day, day + 14 + 7 * m.tier)
                m.loans.append(loan)
                active.append(loan)
            else:
                bisect.insort(waiting.setdefault(b.isbn, []), (-m.tier, day, m.name))
        still = []
        for loan in active:
            if rng.random() < 0.06 or day - loan.day_out > 75:
                m = members[loan.member_id]
                m.loans.remove(loan)
                late = day - loan.due
                m.fines += fine_for(late)
                m.history.append((loan.isbn, day - loan.day_out, late))
                book = by_isbn[loan.isbn]
                book.on_loan -= 1
                returned += 1
                queue = waiting.get(loan.isbn)
                if queue:
                    queue.pop(0)
            else:
                still.append(loan)
        active = still
    return active, waiting, returned


def report(books, members, active, waiting, returned):
    print(f"loans out {len(active)}, returned {returned}, waiting lists {len(waiting)}")
    print(f"{'genre':<10}{'books':>6}{'lent':>7}{'avg':>7}")
    genres = {}
    for b in books:
        genres.setdefault(b.genre, []).append(b)
    for g in sorted(genres, key=lambda g: (-sum(b.times_lent for b in genres[g]), g)):
        bs = genres[g]
        lent = sum(b.times_lent for b in bs)
        print(f"{g:<10}{len(bs):>6}{lent:>7}{lent / len(bs):>7.2f}")
    top = sorted(books, key=lambda b: (-b.times_lent, b))[:5]
    for b in top:
        print(f"  {b.title:<22} {b.genre:<9} isbn {b.isbn} lent {b.times_lent}")
    fined = sorted((m for m in members if m.fines), key=lambda m: (-m.fines, m.name))
    total = sum(m.fines for m in fined)
    print(f"members fined {len(fined)}, total ${total / 100:,.2f}")
    for m in fined[:4]:
        late = [h for h in m.history if h[2] > 0]
        print(f"  {m.name:<10} tier {m.tier} ${m.fines / 100:>8.2f} late {len(late)}/{len(m.history)}")
    longest = max((len(q), isbn) for isbn, q in waiting.items()) if waiting else (0, 0)
    print(f"longest queue {longest[0]} for isbn {longest[1]}")
    ordered = sorted(books)
    print("first", ordered[0].genre, ordered[0].title, "last", ordered[-1].genre, ordered[-1].title)
    durations = sorted(d for m in members for _, d, _ in m.history)
    if durations:
        mid = durations[len(durations) // 2]
        p90 = durations[int(len(durations) * 0.9)]
        print(f"loan days median {mid} p90 {p90} max {durations[-1]}")


def main(n_books=500, n_members=150, days=7000, seed=11):
    rng = random.Random(seed)
    books = make_catalog(rng, n_books)
    members = make_members(rng, n_members)
    active, waiting, returned = simulate(books, members, days, rng)
    report(books, members, active, waiting, returned)


if __name__ == "__main__":
    main()  # test: main(n_books=60, n_members=20, days=60)
