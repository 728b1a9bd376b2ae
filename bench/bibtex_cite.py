# Benchmark (held-out style, after typical agent code): a bibliography manager.
# A generated BibTeX database (entries with nested braces, quoted and concatenated fields,
# @string macros, month abbreviations, LaTeX accents like {\"o}) is parsed by a hand-written
# scanner into entry objects; names are split into first/von/last parts; citation keys in
# generated manuscripts are resolved, numbered in order of first citation, and formatted in two
# styles (numeric and author-year with a/b suffixes for ties); a sorted bibliography is
# rendered with textwrap and a digest of the output printed.
import random
import re
import textwrap
from dataclasses import dataclass, field

ACCENTS = {'\\"o': "ö", '\\"u': "ü", "\\'e": "é", "\\`a": "à", "\\c{c}": "ç", "\\~n": "ñ"}
ACCENT_RE = re.compile(r"\{(\\[\"'`~]\w|\\c\{c\})\}")
MONTHS = {m: i + 1 for i, m in enumerate("jan feb mar apr may jun jul aug sep oct nov dec".split())}
SURNAMES = ["M{\\\"u}ller", "Smith", "van der Berg", "Garc{\\'e}s", "Nakamura", "O'Neil", "de la Cruz",
            "Fran{\\c{c}}ois", "Li", "Ivanova", "Petr{\\`a}", "Nu{\\~n}ez", "Okafor", "Larsen"]
GIVEN = ["Anna", "B. C.", "Carlos", "Dana", "Erik J.", "Fatima", "Gus", "Hana", "Ivo", "Jae-won"]
WORDS = ("learning graphs sparse robust fast parallel analysis of on for a the networks memory "
         "compilers type systems verification bounds optimal streaming secure protocols").split()


class BibError(Exception):
    pass


@dataclass
class Entry:
    kind: str
    key: str
    fields: dict = field(default_factory=dict)

    def authors(self):
        return [split_name(n) for n in re.split(r"\s+and\s+", self.fields.get("author", "Anon"))]

    def year(self):
        return int(self.fields.get("year", "0"))


def delatex(s):
    s = ACCENT_RE.sub(lambda m: ACCENTS[m.group(1)], s)
    return s.replace("{", "").replace("}", "")


def split_name(name):
    name = delatex(name.strip())
    if "," in name:
        last, first = [p.strip() for p in name.split(",", 1)]
    else:
        parts = name.split()
        i = 0
        while i < len(parts) - 1 and not parts[i][0].islower():
            i += 1
        first, last = " ".join(parts[:i]), " ".join(parts[i:])
    von = ""
    lp = last.split()
    while len(lp) > 1 and lp[0][0].islower():
        von = (von + " " + lp.pop(0)).strip()
    return first, von, " ".join(lp)


class Scanner:
    def __init__(self, text):
        self.s = text
        self.i = 0
        self.macros = dict((m, str(n)) for m, n in MONTHS.items())

    def skip_ws(self):
        while self.i < len(self.s) and self.s[self.i] in " \t\r\n":
            self.i += 1

    def expect(self, ch):
        self.skip_ws()
        if self.s[self.i:self.i + 1] != ch:
            raise BibError(f"expected {ch!r} at {self.i}")
        self.i += 1

    def ident(self):
        self.skip_ws()
        m = re.compile(r"[A-Za-z0-9_:\-]+").match(self.s, self.i)
        if not m:
            raise BibError(f"identifier expected at {self.i}")
        self.i = m.end()
        return m.group()

    def braced(self):
        depth = 0
        start = self.i
        while True:
            ch = self.s[self.i]
            if ch == "{":
                depth += 1
            elif ch == "}":
                depth -= 1
                if depth == 0:
                    self.i += 1
                    return self.s[start + 1:self.i - 1]
            self.i += 1

    def value(self):
        parts = []
        while True:
            self.skip_ws()
            ch = self.s[self.i]
            if ch == "{":
                parts.append(self.braced())
            elif ch == '"':
                end = self.s.index('"', self.i + 1)
                parts.append(self.s[self.i + 1:end])
                self.i = end + 1
            elif ch.isdigit():
                parts.append(self.ident())
            else:
                name = self.ident().lower()
                if name not in self.macros:
                    raise BibError(f"undefined macro {name}")
                parts.append(self.macros[name])
            self.skip_ws()
            if self.s[self.i] != "#":
                return "".join(parts)
            self.i += 1

    def entries(self):
        out = []
        while True:
            at = self.s.find("@", self.i)
            if at < 0:
                return out
            self.i = at + 1
            kind = self.ident().lower()
            self.expect("{")
            if kind == "string":
                name = self.ident().lower()
                self.expect("=")
                self.macros[name] = self.value()
                self.expect("}")
                continue
            key = self.ident()
            e = Entry(kind, key)
            while True:
                self.skip_ws()
                if self.s[self.i] == "}":
                    self.i += 1
                    break
                self.expect(",")
                self.skip_ws()
                if self.s[self.i] == "}":
                    continue
                fname = self.ident().lower()
                self.expect("=")
                e.fields[fname] = self.value()
            out.append(e)


def gen_bib(rng, n):
    chunks = ['@string{acm = "ACM"}', '@string{conf = acm # " Conference on " # "Systems"}']
    for i in range(n):
        authors = " and ".join(
            (f"{rng.choice(SURNAMES)}, {rng.choice(GIVEN)}" if rng.random() < 0.5
             else f"{rng.choice(GIVEN)} {rng.choice(SURNAMES)}") for _ in range(rng.randint(1, 4)))
        title = " ".join(rng.choice(WORDS) for _ in range(rng.randint(4, 10))).capitalize()
        kind = rng.choice(["article", "inproceedings", "book"])
        venue = ("booktitle = conf" if kind == "inproceedings" else
                 f'journal = "J. of {{{rng.choice(WORDS).title()}}}"')
        chunks.append(f"@{kind}{{key{i},\n  author = {{{authors}}},\n  title = {{{{{title}}}}},\n"
                      f"  {venue},\n  year = {rng.randint(1990, 2024)},\n  month = {rng.choice(list(MONTHS))},\n"
                      f"  pages = \"{rng.randint(1, 300)}--{rng.randint(301, 600)}\",\n}}")
    return "\n\n".join(chunks)


def label_author_year(entries):
    base = {}
    for e in entries:
        first = e.authors()
        lab = first[0][2] + (" et al." if len(first) > 2 else f" and {first[1][2]}" if len(first) == 2 else "")
        base.setdefault((lab, e.year()), []).append(e.key)
    labels = {}
    for (lab, year), keys in base.items():
        for j, k in enumerate(sorted(keys)):
            labels[k] = f"{lab} {year}{'abcdefghijklmnopqrstuvwxyz'[j] if len(keys) > 1 else ''}"
    return labels


def render(e, label):
    names = ", ".join(f"{f} {v + ' ' if v else ''}{l}".strip() for f, v, l in e.authors())
    venue = e.fields.get("booktitle") or e.fields.get("journal", "")
    text = f"[{label}] {names}. {delatex(e.fields['title'])}. {delatex(venue)}, {e.year()}, pp. {e.fields['pages'].replace('--', '-')}."
    return textwrap.fill(text, width=72, subsequent_indent="    ")


def main(n_entries=400, n_docs=90):
    rng = random.Random(1234)
    text = gen_bib(rng, n_entries)
    entries = Scanner(text).entries()
    db = {e.key: e for e in entries}
    print(f"parsed {len(entries)} entries, {sum(len(e.fields) for e in entries)} fields, venue0={db['key0'].fields.get('booktitle', '-')}")
    try:
        Scanner("@article{x, title = undefinedmacro}").entries()
    except BibError as err:
        print("error:", err)
    labels = label_author_year(entries)
    digest = 0
    lines_out = 0
    for d in range(n_docs):
        cites = [f"key{rng.randrange(n_entries)}" for _ in range(rng.randint(10, 40))]
        doc = " ".join(f"text \\cite{{{','.join(cites[j:j + 2])}}}" for j in range(0, len(cites), 2))
        order = {}
        for group in re.findall(r"\\cite\{([^}]*)\}", doc):
            for k in group.split(","):
                order.setdefault(k, len(order) + 1)
        numeric = [render(db[k], str(n)) for k, n in order.items()]
        ay = [render(db[k], labels[k]) for k in sorted(order, key=lambda k: (db[k].authors()[0][2].lower(), db[k].year(), k))]
        for block in numeric + ay:
            lines_out += block.count("\n") + 1
            for ch in block:
                digest = (digest * 31 + ord(ch)) & 0xFFFFFFFF
        if d == 0:
            print(numeric[0])
            print(ay[0])
    print(f"lines={lines_out} digest={digest:08x}")


if __name__ == "__main__":
    main()  # test: main(n_entries=30, n_docs=3)
