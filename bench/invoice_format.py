# Benchmark (held-out style, after typical agent code): invoice rendering. Orders with line items
# (integer cents) are priced with discounts, tax by region and rounding half-up; each invoice is
# rendered as a fixed-width text document with f-string format specs (width, alignment, fill,
# thousands separators, precision, percent, zero padding, sign), str.format with named fields,
# str.center/ljust/rjust, and a textwrap-free word wrapper; a summary aggregates by month and region.
import random

REGIONS = {"north": 0.0825, "south": 0.07, "east": 0.06625, "west": 0.0725, "intl": 0.0}
PRODUCTS = [
    ("WID-001", "Widget, standard", 1299), ("WID-002", "Widget, deluxe edition with case", 2599),
    ("GAD-010", "Gadget", 4999), ("GAD-011", "Gadget mini", 2999), ("CAB-100", "USB-C cable 2m", 899),
    ("CAB-101", "HDMI cable 3m (braided)", 1499), ("SVC-900", "Extended warranty, 24 months", 7900),
    ("BOX-300", "Storage box", 349), ("KIT-777", "Starter kit: widget, gadget, two cables", 9999),
]
LINE_FMT = "{qty:>4} x {sku:<8} {desc:<30} {unit:>10} {disc:>6} {total:>12}"


def money(cents):
    sign = "-" if cents < 0 else ""
    cents = abs(cents)
    return f"{sign}${cents // 100:,}.{cents % 100:02d}"


def round_half_up(x):
    return int(x + 0.5) if x >= 0 else -int(-x + 0.5)


def wrap(text, width):
    lines, cur = [], ""
    for word in text.split():
        if cur and len(cur) + 1 + len(word) > width:
            lines.append(cur)
            cur = word
        else:
            cur = f"{cur} {word}" if cur else word
    if cur:
        lines.append(cur)
    return lines


def make_orders(n, rng):
    orders = []
    for i in range(n):
        items = []
        for _ in range(rng.randint(1, 7)):
            sku, desc, unit = rng.choice(PRODUCTS)
            qty = rng.choice((1, 1, 1, 2, 3, 5, 10, 25))
            disc = rng.choice((0, 0, 0, 5, 10, 15, 0.5))
            items.append((sku, desc, unit, qty, disc))
        region = rng.choice(list(REGIONS))
        month = rng.randint(1, 12)
        day = rng.randint(1, 28)
        note = rng.choice(["", "Leave at the front desk if nobody answers the door.",
                           "Gift wrap all items separately and include a card reading: happy birthday, from all of us!",
                           "Deliver after 5pm"])
        orders.append((f"INV-{2026:04d}{month:02d}-{i:05d}", f"Customer {rng.randint(1, 999):03d}",
                       region, month, day, items, note))
    return orders


def render(order):
    number, customer, region, month, day, items, note = order
    out = []
    out.append("=" * 80)
    out.append(f"{'INVOICE':^80}")
    out.append(f"{number:<40}{f'2026-{month:02d}-{day:02d}':>40}")
    out.append(f"Bill to: {customer:<30} Region: {region.upper():>6} Tax: {REGIONS[region]:.3%}")
    out.append("-" * 80)
    out.append(LINE_FMT.format(qty="Qty", sku="SKU", desc="Description", unit="Unit", disc="Disc", total="Total"))
    subtotal = 0
    discount_total = 0
    for sku, desc, unit, qty, disc in items:
        gross = unit * qty
        cut = round_half_up(gross * disc / 100)
        subtotal += gross - cut
        discount_total += cut
        short = desc if len(desc) <= 30 else desc[:27] + "..."
        out.append(LINE_FMT.format(qty=qty, sku=sku, desc=short, unit=money(unit),
                                   disc=f"{disc:g}%" if disc else "", total=money(gross - cut)))
    tax = round_half_up(subtotal * REGIONS[region])
    total = subtotal + tax
    out.append("-" * 80)
    for label, value in (("Subtotal", subtotal), ("Discounts", -discount_total), ("Tax", tax), ("Total", total)):
        out.append(f"{label:>64}: {money(value):>13}")
    if note:
        out.append("")
        for i, line in enumerate(wrap(note, 60)):
            out.append(("Note: " if i == 0 else "      ") + line)
    out.append(f"{'Thank you for your business':*^80}")
    return "\n".join(out), subtotal, tax, discount_total


def main(n=10000, seed=42):
    rng = random.Random(seed)
    orders = make_orders(n, rng)
    by_month = {}
    by_region = {}
    digest = 0
    longest = ""
    for order in orders:
        text, subtotal, tax, disc = render(order)
        digest = (digest * 31 + len(text) + text.count("$")) % 1_000_000_007
        if len(text) > len(longest):
            longest = text
        m = by_month.setdefault(order[3], [0, 0, 0])
        m[0] += 1
        m[1] += subtotal
        m[2] += tax
        r = by_region.setdefault(order[2], [0, 0])
        r[0] += subtotal + tax
        r[1] += disc
    print(longest)
    print(f"digest {digest}")
    print(f"{'month':>5} | {'orders':>6} | {'net':>14} | {'tax':>12} | {'eff. rate':>9}")
    for month in sorted(by_month):
        count, net, tax = by_month[month]
        print(f"{month:>5} | {count:>6} | {money(net):>14} | {money(tax):>12} | {tax / net:>9.4%}")
    grand = sum(v[0] for v in by_region.values())
    for region, (gross, disc) in sorted(by_region.items(), key=lambda kv: -kv[1][0]):
        share = gross / grand
        bar = "#" * round(share * 40)
        print(f"{region:<6}{gross / 100:>+14,.2f} {share:6.1%} {disc / 100:>10.2f} {bar}")
    print("{:=^40}".format(" end "), "{0:#x} {0:#o} {0:08b} {1:e}".format(n, grand / 100))


if __name__ == "__main__":
    main()  # test: main(n=100)
