# Benchmark (held-out style, after typical agent code): meeting-room scheduling. Generates
# bookings, merges overlapping intervals per room with sorted() and key=lambda, finds free
# slots, assigns rooms greedily with a heap, and reports with tuple unpacking, min/max with
# keys, enumerate, zip and list slicing.
import heapq


def make_bookings(n, seed):
    x = seed
    out = []
    for i in range(n):
        x = (x * 1103515245 + 12345) & 0x7FFFFFFF
        start = (x >> 4) % 600
        length = 5 + (x >> 12) % 90
        room = "room" + str((x >> 20) % 12)
        out.append({"id": i, "room": room, "start": start, "end": start + length,
                    "owner": "user%d" % ((x >> 8) % 40)})
    return out


def merge(intervals):
    merged = []
    for s, e in sorted(intervals, key=lambda iv: (iv[0], iv[1])):
        if merged and s <= merged[-1][1]:
            if e > merged[-1][1]:
                merged[-1][1] = e
        else:
            merged.append([s, e])
    return merged


def free_slots(merged, day_start, day_end, min_len):
    slots = []
    cur = day_start
    for s, e in merged:
        if s - cur >= min_len:
            slots.append((cur, s))
        cur = max(cur, e)
    if day_end - cur >= min_len:
        slots.append((cur, day_end))
    return slots


def min_rooms(bookings):
    events = sorted(bookings, key=lambda b: b["start"])
    heap = []
    best = 0
    for b in events:
        while heap and heap[0] <= b["start"]:
            heapq.heappop(heap)
        heapq.heappush(heap, b["end"])
        best = max(best, len(heap))
    return best


def by_room(bookings):
    rooms = {}
    for b in bookings:
        rooms.setdefault(b["room"], []).append((b["start"], b["end"]))
    return rooms


def overlaps(bookings):
    sb = sorted(bookings, key=lambda b: (b["start"], b["id"]))
    count = 0
    for i, b in enumerate(sb):
        for c in sb[i + 1:i + 8]:
            if c["start"] >= b["end"]:
                break
            if c["owner"] == b["owner"]:
                count += 1
    return count


def main():
    total_free = 0
    total_busy = 0
    rooms_needed = []
    conflicts = 0
    for day in range(300):
        bookings = make_bookings(600, 1000 + day)
        rooms = by_room(bookings)
        for name in sorted(rooms):
            m = merge(rooms[name])
            busy = sum(e - s for s, e in m)
            total_busy += busy
            slots = free_slots(m, 0, 720, 15)
            total_free += sum(e - s for s, e in slots)
        rooms_needed.append(min_rooms(bookings))
        conflicts += overlaps(bookings)
        longest = max(bookings, key=lambda b: (b["end"] - b["start"], -b["id"]))
        if day % 60 == 0:
            print(day, longest["id"], longest["room"], longest["end"] - longest["start"])
    print("busy", total_busy, "free", total_free, "conflicts", conflicts)
    print("rooms", rooms_needed[:10], max(rooms_needed), min(rooms_needed))
    pairs = list(zip(rooms_needed, rooms_needed[1:]))
    print("rising days", sum(1 for a, b in pairs if b > a))


main()
