# Benchmark (held-out style, after typical agent code): a Markdown table formatter. Data arrives
# as CSV text (csv.reader over io.StringIO) with accented, CJK and emoji cells; display widths
# come from unicodedata.east_asian_width and combining marks (after NFC normalisation); columns
# are typed (int, float, text) to choose alignment; tables are rendered padded to the widest
# cell with an alignment row, sorted by a column, filtered, truncated with an ellipsis to a
# maximum width, wrapped into multi-line cells; rendered Markdown is parsed back (split on
# unescaped pipes, alignment from colons) and compared with the source cells.
import csv
import io
import random
import unicodedata

FIRST = ["Ana", "José", "Zoë", "Björn", "李雷", "韩梅梅", "Ólafur", "Chloé", "Nguyễn", "Søren",
         "Ōkubo", "Marta", "Łukasz", "Ümit", "山田", "Émile"]
CITIES = ["Zürich", "München", "東京", "São Paulo", "Kraków", "Reykjavík", "Montréal", "서울",
          "İstanbul", "Ñuñoa", "Oslo", "Århus"]
NOTES = ["ok", "late ✈", "needs review", "paid | partially", "🚀 launch", "résumé sent",
         "café meeting", "日本語のメモ", "n/a", "combining e\u0301 mark", "-"]

_WIDTH_CACHE = {}


def char_width(ch):
    w = _WIDTH_CACHE.get(ch)
    if w is None:
        if unicodedata.combining(ch):
            w = 0
        elif unicodedata.east_asian_width(ch) in ("W", "F"):
            w = 2
        else:
            w = 1
        _WIDTH_CACHE[ch] = w
    return w


def display_width(s):
    if s.isascii():
        return len(s)
    return sum(char_width(ch) for ch in s)


def truncate(s, width):
    if display_width(s) <= width:
        return s
    out = []
    used = 0
    for ch in s:
        w = char_width(ch)
        if used + w > width - 1:
            break
        out.append(ch)
        used += w
    return "".join(out) + "…"


def pad(s, width, align):
    gap = width - display_width(s)
    if align == "right":
        return " " * gap + s
    if align == "center":
        left = gap // 2
        return " " * left + s + " " * (gap - left)
    return s + " " * gap


def escape_cell(s):
    return s.replace("|", "\\|")


def column_kind(values):
    kinds = set()
    for v in values:
        if v == "":
            continue
        try:
            int(v)
            kinds.add("int")
            continue
        except ValueError:
            pass
        try:
            float(v)
            kinds.add("float")
        except ValueError:
            kinds.add("text")
    if kinds <= {"int"}:
        return "int"
    if kinds <= {"int", "float"}:
        return "float"
    return "text"


def render(header, rows, max_width=None, center=()):
    cols = list(zip(header, *rows)) if rows else [(h,) for h in header]
    kinds = [column_kind(c[1:]) for c in cols]
    aligns = []
    for name, kind in zip(header, kinds):
        if name in center:
            aligns.append("center")
        elif kind in ("int", "float"):
            aligns.append("right")
        else:
            aligns.append("left")
    cells = [[escape_cell(c) for c in header]] + [[escape_cell(c) for c in r] for r in rows]
    if max_width:
        cells = [[truncate(c, max_width) for c in r] for r in cells]
    widths = [max(3, max(display_width(r[i]) for r in cells)) for i in range(len(header))]
    lines = []
    for k, r in enumerate(cells):
        lines.append("| " + " | ".join(pad(c, w, a) for c, w, a in zip(r, widths, aligns)) + " |")
        if k == 0:
            marks = []
            for w, a in zip(widths, aligns):
                if a == "right":
                    marks.append("-" * (w - 1) + ":")
                elif a == "center":
                    marks.append(":" + "-" * (w - 2) + ":")
                else:
                    marks.append("-" * w)
            lines.append("| " + " | ".join(marks) + " |")
    return "\n".join(lines)


def split_row(line):
    line = line.strip()
    if line.startswith("|"):
        line = line[1:]
    if line.endswith("|") and not line.endswith("\\|"):
        line = line[:-1]
    cells = []
    cur = []
    i = 0
    while i < len(line):
        ch = line[i]
        if ch == "\\" and i + 1 < len(line) and line[i + 1] == "|":
            cur.append("|")
            i += 2
            continue
        if ch == "|":
            cells.append("".join(cur).strip())
            cur = []
        else:
            cur.append(ch)
        i += 1
    cells.append("".join(cur).strip())
    return cells


def parse_table(text):
    lines = text.splitlines()
    header = split_row(lines[0])
    aligns = []
    for m in split_row(lines[1]):
        if m.startswith(":") and m.endswith(":"):
            aligns.append("center")
        elif m.endswith(":"):
            aligns.append("right")
        else:
            aligns.append("left")
    rows = [split_row(line) for line in lines[2:]]
    return header, aligns, rows


def wrap_cell(s, width):
    words = s.split()
    lines = []
    cur = ""
    for w in words:
        cand = w if not cur else cur + " " + w
        if display_width(cand) <= width or not cur:
            cur = cand
        else:
            lines.append(cur)
            cur = w
    if cur:
        lines.append(cur)
    return lines or [""]


def wrapped_rows(rows, width):
    out = []
    for r in rows:
        parts = [wrap_cell(c, width) for c in r]
        height = max(len(p) for p in parts)
        for k in range(height):
            out.append([p[k] if k < len(p) else "" for p in parts])
    return out


def make_csv(rng, n):
    buf = io.StringIO()
    w = csv.writer(buf)
    w.writerow(["id", "name", "city", "score", "amount", "note"])
    for i in range(n):
        name = rng.choice(FIRST) + " " + rng.choice(FIRST)
        w.writerow([i + 1, unicodedata.normalize("NFD", name) if rng.random() < 0.1 else name,
                    rng.choice(CITIES), rng.randint(-50, 999),
                    "%.2f" % rng.uniform(0, 5000), rng.choice(NOTES)])
    return buf.getvalue()


def main(n_rows=600, rounds=6):
    rng = random.Random(8)
    digest = 0
    for r in range(rounds):
        text = make_csv(rng, n_rows)
        reader = csv.reader(io.StringIO(text))
        header = next(reader)
        rows = [[unicodedata.normalize("NFC", c) for c in row] for row in reader]
        table = render(header, rows, center=("city",))
        h2, aligns, back = parse_table(table)
        assert h2 == header and back == [[c.strip() for c in row] for row in rows]
        by_score = sorted(rows, key=lambda row: (-int(row[3]), row[0]))
        top = render(header, by_score[:12], max_width=10)
        rich = [row for row in rows if not all(ch.isascii() for ch in row[1] + row[2])]
        cjk = [row for row in rows if any(char_width(ch) == 2 for ch in row[1] + row[2])]
        wrapped = render(["name", "note"], wrapped_rows([[row[1], row[5]] for row in rows[:60]], 8))
        print("round", r, "rows", len(rows), "table chars", len(table), "lines",
              table.count("\n") + 1, "aligns", aligns)
        print("  non-ascii rows", len(rich), "wide rows", len(cjk), "wrapped lines",
              wrapped.count("\n") + 1)
        if r == 0:
            print(top)
        widths = {display_width(line) for line in table.splitlines()}
        print("  line widths", sorted(widths))
        for ch in table:
            digest = (digest * 7 + ord(ch)) % 1000000009
    print("digest", digest, "width cache", len(_WIDTH_CACHE))


if __name__ == "__main__":
    main()  # test: main(n_rows=30, rounds=1)
