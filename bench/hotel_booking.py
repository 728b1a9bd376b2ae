# Benchmark (held-out style, after typical agent code): a hotel reservation system. Rooms are
# dataclasses with an Enum type; each room keeps its bookings as a sorted list of (check_in,
# check_out) date ordinals searched with bisect for overlaps; requests from a seeded generator
# are booked, modified or cancelled (custom exception classes); prices use Decimal with seasonal
# and length-of-stay rules; occupancy by month, revenue per room type and a JSON export/import
# round trip are reported.
import bisect
import json
import random
from collections import defaultdict, Counter
from dataclasses import dataclass, field, asdict
from datetime import date, timedelta
from decimal import Decimal, ROUND_HALF_UP
from enum import Enum


class RoomType(Enum):
    SINGLE = "single"
    DOUBLE = "double"
    SUITE = "suite"
    FAMILY = "family"


BASE_RATE = {RoomType.SINGLE: Decimal("79.00"), RoomType.DOUBLE: Decimal("119.00"),
             RoomType.SUITE: Decimal("249.00"), RoomType.FAMILY: Decimal("169.00")}
CAPACITY = {RoomType.SINGLE: 1, RoomType.DOUBLE: 2, RoomType.SUITE: 3, RoomType.FAMILY: 5}
SEASON = {6: Decimal("1.25"), 7: Decimal("1.40"), 8: Decimal("1.40"), 12: Decimal("1.30"),
          1: Decimal("0.85"), 2: Decimal("0.85")}
CENT = Decimal("0.01")


class BookingError(Exception):
    pass


class NoAvailability(BookingError):
    pass


class UnknownBooking(BookingError):
    pass


@dataclass
class Room:
    number: int
    kind: RoomType
    floor: int
    stays: list = field(default_factory=list)

    def free(self, start, end):
        i = bisect.bisect_left(self.stays, (start, 0))
        if i > 0 and self.stays[i - 1][1] > start:
            return False
        if i < len(self.stays) and self.stays[i][0] < end:
            return False
        return True

    def add(self, start, end):
        bisect.insort(self.stays, (start, end))

    def remove(self, start, end):
        i = bisect.bisect_left(self.stays, (start, end))
        if i == len(self.stays) or self.stays[i] != (start, end):
            raise UnknownBooking(f"room {self.number} has no stay {start}-{end}")
        del self.stays[i]


@dataclass
class Booking:
    ref: str
    guest: str
    room: int
    check_in: date
    nights: int
    guests: int
    total: Decimal = Decimal("0")

    @property
    def check_out(self):
        return self.check_in + timedelta(days=self.nights)


def price(kind, check_in, nights, guests):
    total = Decimal("0")
    day = check_in
    for _ in range(nights):
        rate = BASE_RATE[kind] * SEASON.get(day.month, Decimal("1"))
        if day.weekday() >= 4:
            rate *= Decimal("1.15")
        total += rate
        day += timedelta(days=1)
    if nights >= 7:
        total *= Decimal("0.90")
    elif nights >= 4:
        total *= Decimal("0.95")
    if guests > 2:
        total += Decimal("15.00") * (guests - 2) * nights
    return total.quantize(CENT, rounding=ROUND_HALF_UP)


class Hotel:
    def __init__(self, rooms):
        self.rooms = {r.number: r for r in rooms}
        self.bookings = {}
        self.seq = 0

    def book(self, guest, kind, check_in, nights, guests):
        if guests > CAPACITY[kind]:
            raise BookingError(f"{kind.value} holds {CAPACITY[kind]}, not {guests}")
        start = check_in.toordinal()
        end = start + nights
        for room in sorted(self.rooms.values(), key=lambda r: (r.floor, r.number)):
            if room.kind is kind and room.free(start, end):
                room.add(start, end)
                self.seq += 1
                ref = f"BK{self.seq:05d}"
                b = Booking(ref, guest, room.number, check_in, nights, guests,
                            price(kind, check_in, nights, guests))
                self.bookings[ref] = b
                return b
        raise NoAvailability(f"no {kind.value} room from {check_in.isoformat()} for {nights} nights")

    def cancel(self, ref):
        b = self.bookings.pop(ref, None)
        if b is None:
            raise UnknownBooking(ref)
        start = b.check_in.toordinal()
        self.rooms[b.room].remove(start, start + b.nights)
        return b

    def extend(self, ref, extra):
        b = self.bookings[ref]
        room = self.rooms[b.room]
        start = b.check_in.toordinal()
        room.remove(start, start + b.nights)
        if room.free(start, start + b.nights + extra):
            room.add(start, start + b.nights + extra)
            b.nights += extra
            b.total = price(room.kind, b.check_in, b.nights, b.guests)
            return True
        room.add(start, start + b.nights)
        return False

    def occupancy(self, year):
        nights = Counter()
        for b in self.bookings.values():
            d = b.check_in
            for _ in range(b.nights):
                if d.year == year:
                    nights[d.month] += 1
                d += timedelta(days=1)
        return nights


def build_hotel():
    rooms = []
    kinds = [RoomType.SINGLE] * 4 + [RoomType.DOUBLE] * 6 + [RoomType.FAMILY] * 3 + [RoomType.SUITE] * 2
    for floor in range(1, 4):
        for i, k in enumerate(kinds):
            rooms.append(Room(floor * 100 + i, k, floor))
    return Hotel(rooms)


def main(requests=2500):
    rng = random.Random(1999)
    hotel = build_hotel()
    first = date(2025, 1, 1)
    names = ["Ada", "Ben", "Chen", "Dara", "Eve", "Femi", "Gus", "Hana", "Ivo", "Juno"]
    stats = Counter()
    for i in range(requests):
        r = rng.random()
        try:
            if r < 0.78 or not hotel.bookings:
                kind = rng.choice(list(RoomType))
                check_in = first + timedelta(days=rng.randrange(365))
                b = hotel.book(f"{rng.choice(names)}-{i}", kind, check_in, rng.choice((1, 2, 2, 3, 4, 5, 7, 10)),
                               rng.randint(1, 3))
                stats["booked"] += 1
            elif r < 0.9:
                ref = rng.choice(sorted(hotel.bookings))
                hotel.cancel(ref if rng.random() < 0.9 else ref + "X")
                stats["cancelled"] += 1
            else:
                ref = rng.choice(sorted(hotel.bookings))
                stats["extended" if hotel.extend(ref, rng.randint(1, 3)) else "extend_refused"] += 1
        except NoAvailability:
            stats["full"] += 1
        except UnknownBooking:
            stats["unknown"] += 1
        except BookingError:
            stats["too_many"] += 1
    print("requests", sorted(stats.items()))
    revenue = defaultdict(Decimal)
    for b in hotel.bookings.values():
        revenue[hotel.rooms[b.room].kind.value] += b.total
    print("revenue", {k: str(v) for k, v in sorted(revenue.items())})
    print(f"total revenue {sum(revenue.values(), Decimal(0)):,}")
    occ = hotel.occupancy(2025)
    room_count = len(hotel.rooms)
    print("occupancy", " ".join(f"{m:02d}:{occ[m] / (room_count * 30):.2f}" for m in range(1, 13)))
    export = json.dumps([{**asdict(b), "check_in": b.check_in.isoformat(), "total": str(b.total)}
                         for b in sorted(hotel.bookings.values(), key=lambda b: b.ref)], sort_keys=True)
    back = json.loads(export)
    restored = [Booking(d["ref"], d["guest"], d["room"], date.fromisoformat(d["check_in"]), d["nights"],
                        d["guests"], Decimal(d["total"])) for d in back]
    assert restored == sorted(hotel.bookings.values(), key=lambda b: b.ref)
    print(f"exported {len(back)} bookings, {len(export)} chars; longest stay "
          f"{max(restored, key=lambda b: (b.nights, b.ref)).ref}")
    print(price(RoomType.SUITE, date(2025, 7, 4), 7, 3), price(RoomType.SINGLE, date(2025, 1, 6), 1, 1))


if __name__ == "__main__":
    main()  # test: main(requests=120)
