# Benchmark (held-out style, after typical agent code): a cron scheduler. Crontab lines are
# parsed field by field (lists, ranges, steps, names like MON or JAN, `*`), each field expanding
# to a sorted list; the next fire time after a given minute is found with bisect per field,
# carrying over into hours/days/months with calendar arithmetic written by hand (leap years,
# weekday by Zeller-style formula, day-of-month OR day-of-week semantics); a week of runs is
# simulated with a heap of (next_time, job) and per-job statistics are printed.
import bisect
import heapq
from collections import defaultdict

MONTHS = {m: i + 1 for i, m in enumerate("JAN FEB MAR APR MAY JUN JUL AUG SEP OCT NOV DEC".split())}
DAYS = {d: i for i, d in enumerate("SUN MON TUE WED THU FRI SAT".split())}
FIELDS = [("minute", 0, 59, {}), ("hour", 0, 23, {}), ("dom", 1, 31, {}), ("month", 1, 12, MONTHS),
          ("dow", 0, 6, DAYS)]


class CronError(ValueError):
    pass


def parse_value(text, names, lo, hi):
    text = text.upper()
    if text in names:
        return names[text]
    if not text.isdigit():
        raise CronError(f"bad value {text!r}")
    v = int(text)
    if v == 7 and hi == 6:
        v = 0
    if not lo <= v <= hi:
        raise CronError(f"{v} out of range {lo}-{hi}")
    return v


def parse_field(text, lo, hi, names):
    values = set()
    for part in text.split(","):
        step = 1
        if "/" in part:
            part, s = part.split("/")
            step = int(s)
            if step <= 0:
                raise CronError("zero step")
        if part == "*":
            a, b = lo, hi
        elif "-" in part:
            x, y = part.split("-")
            a, b = parse_value(x, names, lo, hi), parse_value(y, names, lo, hi)
        else:
            a = parse_value(part, names, lo, hi)
            b = hi if step > 1 else a
        values.update(range(a, b + 1, step))
    return sorted(values)


class Job:
    def __init__(self, line):
        parts = line.split(None, 5)
        if len(parts) != 6:
            raise CronError(f"expected 6 fields in {line!r}")
        self.name = parts[5]
        self.spec = parts[:5]
        self.fields = [parse_field(p, lo, hi, names) for p, (_, lo, hi, names) in zip(parts[:5], FIELDS)]
        self.dom_star = parts[2] == "*"
        self.dow_star = parts[4] == "*"

    def day_ok(self, y, m, d):
        dom_ok = d in self.fields[2]
        dow_ok = weekday(y, m, d) in self.fields[4]
        if self.dom_star or self.dow_star:
            return dom_ok and dow_ok
        return dom_ok or dow_ok

    def next_after(self, t):
        y, mo, d, h, mi = t
        mi += 1
        minutes, hours, _, months, _ = self.fields
        for _ in range(2000):
            if mi > 59:
                mi, h = 0, h + 1
            if h > 23:
                h, d = 0, d + 1
            if d > days_in(y, mo):
                d, mo = 1, mo + 1
            if mo > 12:
                mo, y = 1, y + 1
            if mo not in months:
                i = bisect.bisect_left(months, mo)
                if i == len(months):
                    y, mo = y + 1, months[0]
                else:
                    mo = months[i]
                d, h, mi = 1, 0, 0
                continue
            if not self.day_ok(y, mo, d):
                d, h, mi = d + 1, 0, 0
                continue
            i = bisect.bisect_left(hours, h)
            if i == len(hours):
                d, h, mi = d + 1, 0, 0
                continue
            if hours[i] != h:
                h, mi = hours[i], 0
            j = bisect.bisect_left(minutes, mi)
            if j == len(minutes):
                h, mi = h + 1, 0
                continue
            return (y, mo, d, h, minutes[j])
        raise CronError("no fire time found")


def leap(y):
    return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)


def days_in(y, m):
    return 29 if m == 2 and leap(y) else (31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)[m - 1]


def weekday(y, m, d):
    if m < 3:
        m += 12
        y -= 1
    k, j = y % 100, y // 100
    h = (d + 13 * (m + 1) // 5 + k + k // 4 + j // 4 + 5 * j) % 7
    return (h + 6) % 7


CRONTAB = """
*/5 * * * * poll-queue
0 * * * * hourly-rollup
15,45 8-18 * * MON-FRI sync-crm
0 2 * * * nightly-backup
30 3 1 * * monthly-invoice
0 0 * * SUN weekly-report
*/10 9-17 * * 1-5 check-latency
0 12 13 * FRI friday-13th
0 6 1,15 * * payroll
5 4 * JAN,JUL * semiannual-audit
0 22 * * 6,0 weekend-batch
7 */3 * * * rotate-logs
0 0 29 FEB * leap-day
bad line here
61 * * * * broken-minute
*/0 * * * * broken-step
""".strip().splitlines()


def fmt(t):
    y, mo, d, h, mi = t
    return f"{y:04d}-{mo:02d}-{d:02d} {h:02d}:{mi:02d} {'SMTWTFS'[weekday(y, mo, d)]}"


def main(weeks=50):
    jobs = []
    for line in CRONTAB:
        try:
            jobs.append(Job(line))
        except (CronError, ValueError) as e:
            print(f"skip: {e}")
    start = (2028, 2, 20, 23, 58)
    heap = [(job.next_after(start), i) for i, job in enumerate(jobs)]
    heapq.heapify(heap)
    end = start
    for _ in range(weeks * 7):
        y, mo, d, h, mi = end
        d += 1
        if d > days_in(y, mo):
            d, mo = 1, mo + 1
        if mo > 12:
            mo, y = 1, y + 1
        end = (y, mo, d, h, mi)
    runs = defaultdict(list)
    per_day = defaultdict(int)
    while heap and heap[0][0] < end:
        t, i = heapq.heappop(heap)
        runs[i].append(t)
        per_day[t[:3]] += 1
        heapq.heappush(heap, (jobs[i].next_after(t), i))
    for i, job in enumerate(jobs):
        r = runs[i]
        first = fmt(r[0]) if r else "-"
        last = fmt(r[-1]) if r else "-"
        print(f"{job.name:<17} {' '.join(job.spec):<22} runs {len(r):6d}  first {first}  last {last}")
    busiest = max(per_day.items(), key=lambda kv: (kv[1], kv[0]))
    quiet = min(per_day.items(), key=lambda kv: (kv[1], kv[0]))
    print(f"days {len(per_day)} busiest {busiest[0]} ({busiest[1]}) quietest {quiet[0]} ({quiet[1]})")
    leap_job = next(j for j in jobs if j.name == "leap-day")
    t = start
    for _ in range(3):
        t = leap_job.next_after(t)
        print("leap-day fires", fmt(t))


if __name__ == "__main__":
    main()  # test: main(weeks=1)
