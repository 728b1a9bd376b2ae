# Benchmark (held-out style, after typical agent code): validating and coercing messy records.
# Rows of strings (as from a CSV export) are checked against a declarative schema; each field's
# coercion runs inside try/except in the loop (int(), float(), date parsing by split, enum
# membership, regex-free e-mail checks); failures raise a small hierarchy of custom exceptions
# (with `raise ... from`), are caught per field and per row, counted by type and message, and
# the clean rows are aggregated. Most rows are valid, so both the raising and the quiet paths run.
import random
from collections import Counter, defaultdict


class ValidationError(Exception):
    def __init__(self, field, message):
        super().__init__(f"{field}: {message}")
        self.field = field


class MissingField(ValidationError):
    pass


class BadType(ValidationError):
    pass


class OutOfRange(ValidationError):
    def __init__(self, field, value, lo, hi):
        super().__init__(field, f"{value} not in [{lo}, {hi}]")
        self.value = value


def to_int(field, raw, lo, hi):
    try:
        value = int(raw)
    except ValueError as e:
        raise BadType(field, f"not an integer: {raw!r}") from e
    if not lo <= value <= hi:
        raise OutOfRange(field, value, lo, hi)
    return value


def to_float(field, raw, lo, hi):
    try:
        value = float(raw.replace(",", ""))
    except ValueError:
        raise BadType(field, f"not a number: {raw!r}") from None
    if value != value or not lo <= value <= hi:
        raise OutOfRange(field, value, lo, hi)
    return value


def to_date(field, raw, lo, hi):
    try:
        y, m, d = (int(p) for p in raw.split("-"))
    except ValueError as e:
        raise BadType(field, f"bad date {raw!r}") from e
    if not (1 <= m <= 12 and 1 <= d <= 31):
        raise OutOfRange(field, raw, lo, hi)
    return (y, m, d)


def to_choice(field, raw, lo, hi):
    value = raw.strip().lower()
    if value not in lo:
        raise BadType(field, f"unknown {field} {raw!r}")
    return value


def to_email(field, raw, lo, hi):
    user, at, host = raw.partition("@")
    if not at or not user or "." not in host or " " in raw:
        raise BadType(field, "malformed e-mail")
    return raw.lower()


SCHEMA = [
    ("id", to_int, 1, 10**9, True),
    ("email", to_email, None, None, True),
    ("age", to_int, 13, 120, False),
    ("plan", to_choice, {"free", "pro", "team", "enterprise"}, None, True),
    ("seats", to_int, 1, 500, False),
    ("mrr", to_float, 0.0, 1e6, False),
    ("signup", to_date, None, None, True),
]


def validate(row):
    clean = {}
    errors = []
    for name, conv, lo, hi, required in SCHEMA:
        try:
            raw = row[name]
        except KeyError:
            if required:
                errors.append(MissingField(name, "required"))
            continue
        if raw == "" and not required:
            clean[name] = None
            continue
        try:
            clean[name] = conv(name, raw, lo, hi)
        except ValidationError as e:
            errors.append(e)
    return clean, errors


def make_rows(n, rng):
    plans = ["free", "Pro", "team ", "enterprise", "FREE", "gold"]
    rows = []
    for i in range(n):
        row = {
            "id": str(i + 1),
            "email": f"user{i}@example.com",
            "age": str(rng.randint(10, 90)),
            "plan": rng.choice(plans),
            "seats": str(rng.randint(1, 40)),
            "mrr": f"{rng.uniform(0, 3000):,.2f}",
            "signup": f"20{rng.randint(15, 26)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}",
        }
        r = rng.random()
        if r < 0.03:
            row["id"] = row["id"] + "x"
        elif r < 0.05:
            del row["email"]
        elif r < 0.07:
            row["email"] = row["email"].replace("@", " at ")
        elif r < 0.09:
            row["mrr"] = "n/a"
        elif r < 0.10:
            row["signup"] = "2024/01/05"
        elif r < 0.11:
            row["signup"] = "2024-13-05"
        elif r < 0.14:
            row["age"] = ""
        elif r < 0.15:
            row["seats"] = "-3"
        rows.append(row)
    return rows


def main(n=30_000, seed=9):
    rng = random.Random(seed)
    rows = make_rows(n, rng)
    kinds = Counter()
    fields = Counter()
    messages = Counter()
    good = []
    for row in rows:
        clean, errors = validate(row)
        if errors:
            for e in errors:
                kinds[type(e).__name__] += 1
                fields[e.field] += 1
                cause = e.__cause__
                messages[str(e) if cause is None else f"{type(cause).__name__} <- {e.field}"] += 1
            continue
        good.append(clean)
    print(f"rows {len(rows)} valid {len(good)} rejected {len(rows) - len(good)}")
    print("by kind", sorted(kinds.items()))
    print("by field", sorted(fields.items(), key=lambda kv: (-kv[1], kv[0])))
    for msg, c in sorted(messages.items(), key=lambda kv: (-kv[1], kv[0]))[:6]:
        print(f"  {c:5d}  {msg}")
    by_plan = defaultdict(lambda: [0, 0.0, 0])
    years = Counter()
    for rec in good:
        agg = by_plan[rec["plan"]]
        agg[0] += 1
        agg[1] += rec["mrr"] or 0.0
        agg[2] += rec["seats"] or 0
        years[rec["signup"][0]] += 1
    for plan, (count, mrr, seats) in sorted(by_plan.items()):
        print(f"{plan:<11}{count:6d}{mrr:14,.2f}{seats / count:8.2f}")
    print("signups by year", [years[y] for y in sorted(years)])
    ages = sorted(rec["age"] for rec in good if rec["age"] is not None)
    print("age median", ages[len(ages) // 2], "missing", sum(1 for rec in good if rec["age"] is None))
    try:
        validate({"id": "0"})
    except Exception as e:
        print("unexpected", e)
    _, errs = validate({"id": "0", "plan": "x", "signup": "1-2"})
    print([str(e) for e in errs])


if __name__ == "__main__":
    main()  # test: main(n=1500)
