# Benchmark (held-out style, after typical agent code): reconciling a bank statement against
# a company ledger. Both sides are generated as CSV text (csv.DictReader over io.StringIO),
# amounts parsed into decimal.Decimal with quantize(ROUND_HALF_UP), dates with
# datetime.strptime; matching runs in passes (exact reference, then amount+date window, then
# fuzzy description similarity on token sets, then one-to-many splits found by subset sums
# over small candidate groups with itertools.combinations); unmatched items, bank fees and
# timing differences are classified, and a reconciliation summary proves
# ledger balance + adjustments == statement balance. Dataclasses, Enum, sorted(key=),
# defaultdict grouping, f-strings with Decimal format specs.
from __future__ import annotations

import csv
import io
import itertools
import random
import re
from collections import defaultdict
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta
from decimal import ROUND_HALF_UP, Decimal
from enum import Enum
from typing import Dict, List, Optional, Set, Tuple

CENT = Decimal("0.01")
VENDORS = ["Acme Supplies", "Globex Corp", "Initech", "Umbrella Ltd", "Stark Industries",
           "Wayne Enterprises", "Hooli", "Vandelay Imports", "Soylent Co", "Tyrell Corp"]


class MatchKind(Enum):
    REFERENCE = "reference"
    AMOUNT_DATE = "amount+date"
    FUZZY = "fuzzy"
    SPLIT = "split"


@dataclass
class Entry:
    source: str
    line: int
    when: date
    amount: Decimal
    description: str
    reference: str = ""
    matched: bool = False

    @property
    def tokens(self) -> Set[str]:
        return {t for t in re.split(r"[^a-z0-9]+", self.description.lower()) if len(t) > 2}


@dataclass
class Match:
    kind: MatchKind
    bank: List[Entry]
    ledger: List[Entry]

    @property
    def delta(self) -> Decimal:
        return sum((e.amount for e in self.bank), Decimal(0)) - sum((e.amount for e in self.ledger), Decimal(0))


@dataclass
class Reconciliation:
    matches: List[Match] = field(default_factory=list)
    errors: List[str] = field(default_factory=list)

    def count(self, kind: MatchKind) -> int:
        return sum(1 for m in self.matches if m.kind is kind)


def money(text: str) -> Decimal:
    cleaned = text.replace(",", "").replace("$", "").strip()
    negative = cleaned.startswith("(") and cleaned.endswith(")")
    value = Decimal(cleaned.strip("()")).quantize(CENT, rounding=ROUND_HALF_UP)
    return -value if negative else value


def generate(rng: random.Random, n: int) -> Tuple[str, str]:
    start = date(2024, 5, 1)
    bank = io.StringIO()
    ledger = io.StringIO()
    bw = csv.writer(bank)
    lw = csv.writer(ledger)
    bw.writerow(["Date", "Description", "Amount", "Ref"])
    lw.writerow(["posted", "memo", "debit", "credit", "doc"])
    for i in range(n):
        vendor = rng.choice(VENDORS)
        cents = rng.randint(500, 900_000)
        amount = Decimal(cents) / 100
        posted = start + timedelta(days=rng.randint(0, 27))
        incoming = rng.random() < 0.3
        ref = f"INV-{i:05d}"
        signed = amount if incoming else -amount
        kind = rng.random()
        memo = f"{'Receipt from' if incoming else 'Payment to'} {vendor} {ref}"
        debit, credit = ("", f"{amount:,.2f}") if incoming else (f"{amount:,.2f}", "")
        lw.writerow([posted.isoformat(), memo, debit, credit, ref])
        cleared = posted + timedelta(days=rng.randint(0, 4))
        text = f"({amount:,.2f})" if signed < 0 else f"{amount:,.2f}"
        if kind < 0.55:
            bw.writerow([cleared.strftime("%m/%d/%Y"), f"{vendor.upper()} {ref}", text, ref])
        elif kind < 0.8:
            if rng.random() < 0.25:
                fx = signed + Decimal(rng.choice([-3, -2, -1, 1, 2, 3])) * CENT
                text = f"({-fx:,.2f})" if fx < 0 else f"{fx:,.2f}"
                cleared += timedelta(days=rng.randint(0, 6))
            bw.writerow([cleared.strftime("%m/%d/%Y"), f"ACH {vendor.upper()} {ref[-3:]}", text, ""])
        elif kind < 0.9:
            words = vendor.split()
            bw.writerow([cleared.strftime("%m/%d/%Y"), f"POS {words[0].upper()} {rng.randint(100, 999)}",
                         text, ""])
        elif kind < 0.96 and cents > 2000:
            first = Decimal(rng.randint(100, cents - 100)) / 100
            for part in (first, amount - first):
                ptext = f"({part:,.2f})" if signed < 0 else f"{part:,.2f}"
                bw.writerow([cleared.strftime("%m/%d/%Y"), f"PARTIAL {vendor.upper()}", ptext, ""])
        # else: not yet cleared (timing difference)
    for month_day in (10, 20, 28):
        bw.writerow([date(2024, 5, month_day).strftime("%m/%d/%Y"), "MONTHLY SERVICE FEE",
                     f"({Decimal(rng.randint(500, 2500)) / 100:.2f})", ""])
    bw.writerow(["13/45/2024", "CORRUPTED ROW", "12.00", ""])
    return bank.getvalue(), ledger.getvalue()


def load_bank(text: str, rec: Reconciliation) -> List[Entry]:
    rows = []
    for n, row in enumerate(csv.DictReader(io.StringIO(text)), start=2):
        try:
            when = datetime.strptime(row["Date"], "%m/%d/%Y").date()
            rows.append(Entry("bank", n, when, money(row["Amount"]), row["Description"], row["Ref"]))
        except ValueError as exc:
            rec.errors.append(f"bank line {n}: {exc}")
    return rows


def load_ledger(text: str) -> List[Entry]:
    rows = []
    for n, row in enumerate(csv.DictReader(io.StringIO(text)), start=2):
        amount = money(row["credit"]) if row["credit"] else -money(row["debit"])
        rows.append(Entry("ledger", n, date.fromisoformat(row["posted"]), amount, row["memo"], row["doc"]))
    return rows


def jaccard(a: Set[str], b: Set[str]) -> float:
    return len(a & b) / len(a | b) if a and b else 0.0


def reconcile(bank: List[Entry], ledger: List[Entry], rec: Reconciliation) -> None:
    by_ref: Dict[str, Entry] = {e.reference: e for e in ledger}
    for b in bank:
        l = by_ref.get(b.reference) if b.reference else None
        if l and not l.matched and l.amount == b.amount:
            b.matched = l.matched = True
            rec.matches.append(Match(MatchKind.REFERENCE, [b], [l]))
    by_amount: Dict[Decimal, List[Entry]] = defaultdict(list)
    for l in ledger:
        if not l.matched:
            by_amount[l.amount].append(l)
    for b in (b for b in bank if not b.matched):
        candidates = [l for l in by_amount.get(b.amount, []) if not l.matched
                      and timedelta(0) <= b.when - l.when <= timedelta(days=5)]
        if candidates:
            best = max(candidates, key=lambda l: (jaccard(b.tokens, l.tokens), -l.line))
            b.matched = best.matched = True
            rec.matches.append(Match(MatchKind.AMOUNT_DATE, [b], [best]))
    open_ledger = [l for l in ledger if not l.matched]
    for b in (b for b in bank if not b.matched):
        scored = [(jaccard(b.tokens, l.tokens), l) for l in open_ledger
                  if not l.matched and abs(b.amount - l.amount) <= Decimal("0.05")]
        scored = [s for s in scored if s[0] >= 0.2]
        if scored:
            _, best = max(scored, key=lambda s: (s[0], -s[1].line))
            b.matched = best.matched = True
            rec.matches.append(Match(MatchKind.FUZZY, [b], [best]))
    partials: Dict[Tuple[str, date], List[Entry]] = defaultdict(list)
    for b in bank:
        if not b.matched and b.description.startswith("PARTIAL"):
            partials[(b.description, b.when)].append(b)
    for (desc, when), group in sorted(partials.items(), key=lambda kv: (kv[0][1], kv[0][0])):
        vendor_tokens = set(desc.lower().split()[1:])
        for size in (2, 3):
            done = False
            for combo in itertools.combinations(group, size):
                total = sum((c.amount for c in combo), Decimal(0))
                for l in open_ledger:
                    if (not l.matched and l.amount == total and vendor_tokens <= l.tokens
                            and timedelta(0) <= when - l.when <= timedelta(days=5)):
                        for c in combo:
                            c.matched = True
                        l.matched = True
                        rec.matches.append(Match(MatchKind.SPLIT, list(combo), [l]))
                        done = True
                        break
                if done:
                    break
            if done:
                break


def main(n: int) -> None:
    rng = random.Random(1234)
    bank_csv, ledger_csv = generate(rng, n)
    rec = Reconciliation()
    bank = load_bank(bank_csv, rec)
    ledger = load_ledger(ledger_csv)
    reconcile(bank, ledger, rec)
    for kind in MatchKind:
        print(f"{kind.value:<12} {rec.count(kind):>6}")
    unmatched_bank = [b for b in bank if not b.matched]
    unmatched_ledger = [l for l in ledger if not l.matched]
    fees = [b for b in unmatched_bank if "FEE" in b.description]
    ledger_total = sum((l.amount for l in ledger), Decimal(0))
    bank_total = sum((b.amount for b in bank), Decimal(0))
    outstanding = sum((l.amount for l in unmatched_ledger), Decimal(0))
    unexplained = sum((b.amount for b in unmatched_bank if b not in fees), Decimal(0))
    fee_total = sum((f.amount for f in fees), Decimal(0))
    deltas = [m.delta for m in rec.matches if m.delta]
    adjusted = ledger_total - outstanding + fee_total + unexplained + sum(deltas, Decimal(0))
    print(f"bank rows={len(bank)} ledger rows={len(ledger)} errors={len(rec.errors)}")
    print(f"unmatched bank={len(unmatched_bank)} ledger={len(unmatched_ledger)} fees={len(fees)}")
    print(f"ledger total   {ledger_total:>16,.2f}")
    print(f"outstanding    {outstanding:>16,.2f}")
    print(f"bank fees      {fee_total:>16,.2f}")
    print(f"unexplained    {unexplained:>16,.2f}")
    print(f"adjusted       {adjusted:>16,.2f}")
    print(f"bank total     {bank_total:>16,.2f}  balanced={adjusted == bank_total}")
    print(f"fuzzy deltas={len(deltas)} sum={sum(deltas, Decimal(0))}")
    biggest = sorted(unmatched_ledger, key=lambda l: (-abs(l.amount), l.line))[:3]
    for l in biggest:
        print(f"  outstanding {l.when:%Y-%m-%d} {l.reference} {l.amount:>12}")
    print(rec.errors[0] if rec.errors else "no errors")


if __name__ == "__main__":
    main(n=5500)  # test: main(n=200)
