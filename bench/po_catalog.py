# Benchmark (held-out style, after typical agent code): a gettext message-catalog toolchain.
# .po files for several languages are generated and parsed (comments, flags, msgctxt, msgid,
# msgid_plural, msgstr[n], continued lines with escapes); each header's Plural-Forms C
# expression is compiled by a Pratt parser into a tree of closures and evaluated for counts;
# catalogs are merged with a new template (msgmerge-style: exact keys kept, near matches marked
# fuzzy by a bigram similarity index, obsolete entries dropped), translations are checked for
# placeholder mismatches (%(name)s, {name}, %d), and ngettext-style lookups are run.
import random
import re
from collections import Counter, defaultdict
from dataclasses import dataclass, field

PLURALS = {
    "de": "nplurals=2; plural=(n != 1);",
    "fr": "nplurals=2; plural=(n > 1);",
    "ru": "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",
    "pl": "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",
    "ar": "nplurals=6; plural=(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5);",
    "ja": "nplurals=1; plural=0;",
}
TOKEN_RE = re.compile(r"\s*(?:(\d+)|(n)|(==|!=|>=|<=|&&|\|\||[-+*/%<>?:()!]))")
PLACEHOLDER_RE = re.compile(r"%\((\w+)\)[sd]|\{(\w+)\}|%[sd]")
LINE_RE = re.compile(r'^(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?)\s+"(.*)"$')
ESC = {"n": "\n", "t": "\t", '"': '"', "\\": "\\"}


class PoError(Exception):
    pass


@dataclass
class Entry:
    msgid: str
    msgctxt: str = None
    plural: str = None
    msgstr: dict = field(default_factory=dict)
    flags: set = field(default_factory=set)
    comments: list = field(default_factory=list)

    @property
    def key(self):
        return (self.msgctxt, self.msgid)

    @property
    def fuzzy(self):
        return "fuzzy" in self.flags

    @property
    def translated(self):
        return bool(self.msgstr) and all(self.msgstr.values()) and not self.fuzzy


BINARY = {"||": (1, lambda a, b: int(bool(a) or bool(b))), "&&": (2, lambda a, b: int(bool(a) and bool(b))),
          "==": (3, lambda a, b: int(a == b)), "!=": (3, lambda a, b: int(a != b)),
          "<": (4, lambda a, b: int(a < b)), ">": (4, lambda a, b: int(a > b)),
          "<=": (4, lambda a, b: int(a <= b)), ">=": (4, lambda a, b: int(a >= b)),
          "+": (5, lambda a, b: a + b), "-": (5, lambda a, b: a - b),
          "*": (6, lambda a, b: a * b), "/": (6, lambda a, b: a // b), "%": (6, lambda a, b: a % b)}


class PluralParser:
    def __init__(self, text):
        self.tokens = []
        pos = 0
        text = text.strip()
        while pos < len(text):
            m = TOKEN_RE.match(text, pos)
            if not m:
                raise PoError(f"bad plural expression at {pos}: {text[pos:pos + 5]!r}")
            num, var, op = m.groups()
            self.tokens.append(("num", int(num)) if num else ("n", None) if var else ("op", op))
            pos = m.end()
        self.i = 0

    def peek(self):
        return self.tokens[self.i] if self.i < len(self.tokens) else ("end", None)

    def take(self, op=None):
        tok = self.peek()
        if op is not None and tok != ("op", op):
            raise PoError(f"expected {op!r}, got {tok[1]!r}")
        self.i += 1
        return tok

    def expr(self, min_prec=0):
        left = self.unary()
        while True:
            kind, op = self.peek()
            if kind != "op":
                break
            if op == "?" and min_prec == 0:
                self.take()
                yes = self.expr(0)
                self.take(":")
                no = self.expr(0)
                cond = left
                left = (lambda c, y, z: lambda n: y(n) if c(n) else z(n))(cond, yes, no)
                continue
            if op not in BINARY or BINARY[op][0] <= min_prec:
                break
            self.take()
            prec, fn = BINARY[op]
            right = self.expr(prec)
            left = (lambda f, a, b: lambda n: f(a(n), b(n)))(fn, left, right)
        return left

    def unary(self):
        kind, val = self.take()
        if kind == "num":
            return lambda n: val
        if kind == "n":
            return lambda n: n
        if val == "(":
            inner = self.expr(0)
            self.take(")")
            return inner
        if val == "!":
            inner = self.unary()
            return lambda n: int(not inner(n))
        raise PoError(f"unexpected {val!r}")


def compile_plural(header):
    m = re.search(r"nplurals\s*=\s*(\d+);\s*plural\s*=\s*(.+?);?$", header)
    if not m:
        raise PoError("no Plural-Forms")
    parser = PluralParser(m.group(2).rstrip(";"))
    fn = parser.expr()
    if parser.i != len(parser.tokens):
        raise PoError("trailing tokens in plural expression")
    return int(m.group(1)), fn


def unescape(s):
    if "\\" not in s:
        return s
    out, i = [], 0
    while i < len(s):
        if s[i] == "\\" and i + 1 < len(s):
            out.append(ESC.get(s[i + 1], s[i + 1]))
            i += 2
        else:
            out.append(s[i])
            i += 1
    return "".join(out)


def escape(s):
    return s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")


def parse_po(text):
    entries = []
    cur, last = None, None
    for lineno, line in enumerate(text.split("\n"), 1):
        if not line.strip():
            if cur is not None:
                entries.append(cur)
            cur, last = None, None
            continue
        if cur is None:
            cur = Entry(msgid=None)
        if line.startswith("#,"):
            cur.flags.update(f.strip() for f in line[2:].split(","))
        elif line.startswith("#"):
            cur.comments.append(line)
        elif line.startswith('"'):
            if last is None:
                raise PoError(f"line {lineno}: continuation without keyword")
            piece = unescape(line.strip()[1:-1])
            if last[0] == "msgstr":
                cur.msgstr[last[1]] += piece
            else:
                setattr(cur, last[0], getattr(cur, last[0]) + piece)
        else:
            m = LINE_RE.match(line)
            if not m:
                raise PoError(f"line {lineno}: syntax error: {line[:20]!r}")
            kw, idx, val = m.groups()
            val = unescape(val)
            if kw.startswith("msgstr"):
                n = int(idx) if idx is not None else 0
                cur.msgstr[n] = val
                last = ("msgstr", n)
            else:
                attr = {"msgid_plural": "plural"}.get(kw, kw)
                setattr(cur, attr, val)
                last = (attr, None)
    if cur is not None:
        entries.append(cur)
    return entries


def write_po(entries):
    out = []
    for e in entries:
        out.extend(e.comments)
        if e.flags:
            out.append("#, " + ", ".join(sorted(e.flags)))
        if e.msgctxt is not None:
            out.append(f'msgctxt "{escape(e.msgctxt)}"')
        msgid = escape(e.msgid)
        if len(msgid) > 60:
            out.append('msgid ""')
            out.extend(f'"{msgid[i:i + 60]}"' for i in range(0, len(msgid), 60))
        else:
            out.append(f'msgid "{msgid}"')
        if e.plural is not None:
            out.append(f'msgid_plural "{escape(e.plural)}"')
            for n, s in sorted(e.msgstr.items()):
                out.append(f'msgstr[{n}] "{escape(s)}"')
        else:
            out.append(f'msgstr "{escape(e.msgstr.get(0, ""))}"')
        out.append("")
    return "\n".join(out)


def bigrams(s):
    s = s.lower()
    return {s[i:i + 2] for i in range(len(s) - 1)}


class Catalog:
    def __init__(self, lang, entries):
        self.lang = lang
        header = entries[0]
        self.entries = {e.key: e for e in entries[1:]}
        self.header = header
        forms = [ln for ln in header.msgstr[0].split("\n") if ln.startswith("Plural-Forms:")]
        self.nplurals, self.plural = compile_plural(forms[0].split(":", 1)[1])

    def ngettext(self, singular, plural, n, ctx=None):
        e = self.entries.get((ctx, singular))
        if e is None or not e.translated:
            return singular if n == 1 else plural
        idx = self.plural(n)
        return e.msgstr.get(idx, e.msgstr[0])

    def merge(self, template):
        index = defaultdict(set)
        for key, e in self.entries.items():
            for bg in bigrams(e.msgid):
                index[bg].add(key)
        merged, stats = [], Counter()
        for t in template:
            old = self.entries.get(t.key)
            if old is not None:
                merged.append(Entry(t.msgid, t.msgctxt, t.plural, dict(old.msgstr), set(old.flags), t.comments))
                stats["kept"] += 1
                continue
            mine = bigrams(t.msgid)
            votes = Counter()
            for bg in mine:
                votes.update(index.get(bg, ()))
            best, score = None, 0.0
            ranked = sorted(votes.items(), key=lambda kv: (-kv[1], kv[0][1], kv[0][0] or ""))
            for key, shared in ranked[:5]:
                cand = self.entries[key]
                sim = 2 * shared / (len(mine) + len(bigrams(cand.msgid)) or 1)
                if sim > score:
                    best, score = cand, sim
            if best is not None and score >= 0.7:
                merged.append(Entry(t.msgid, t.msgctxt, t.plural, dict(best.msgstr), {"fuzzy"}, t.comments))
                stats["fuzzy"] += 1
            else:
                merged.append(Entry(t.msgid, t.msgctxt, t.plural, {}, set(), t.comments))
                stats["new"] += 1
        stats["obsolete"] = len(self.entries) - stats["kept"]
        return merged, stats


def placeholders(s):
    return sorted(a or b or "%" for a, b in PLACEHOLDER_RE.findall(s)) if "%" in s or "{" in s else []


OBJECTS = ["file", "folder", "message", "user", "item", "page", "comment", "download", "error"]
ACTIONS = ["Delete", "Open", "Rename", "Share", "Archive", "Restore", "Copy", "Move"]


def make_template(rng, n):
    entries, seen = [], set()
    while len(entries) < n:
        obj = rng.choice(OBJECTS)
        r = rng.random()
        ctx = rng.choice([None, None, "menu", "toolbar"])
        if r < 0.35:
            e = Entry(f"{rng.choice(ACTIONS)} {obj}", ctx)
        elif r < 0.6:
            e = Entry(f"%(count)d {obj}", ctx, f"%(count)d {obj}s")
        elif r < 0.8:
            e = Entry(f"Could not {rng.choice(ACTIONS).lower()} the {obj} {{name}}: {{reason}}", ctx)
        else:
            e = Entry(f"The {obj} \"%s\" was changed by %s.\nReload it now?", ctx)
        e.comments.append(f"#: src/{obj}.py:{rng.randint(1, 900)}")
        if e.key not in seen:
            seen.add(e.key)
            entries.append(e)
    return entries


def translate(rng, lang, e, nplurals):
    word = lang.upper()
    if e.plural is not None:
        forms = {i: f"%(count)d {word}-{e.msgid.split()[-1]}-{i}" for i in range(nplurals)}
        if rng.random() < 0.05:
            forms[0] = forms[0].replace("%(count)d", "%(num)d")
        return forms
    text = f"[{word}] {e.msgid}"
    if rng.random() < 0.04:
        text = text.replace("{name}", "{nom}")
    return {0: text if rng.random() < 0.9 else ""}


def main(messages=450, counts=400):
    rng = random.Random(42)
    template = make_template(rng, messages)
    old_template = [e for e in template if rng.random() < 0.85]
    for e in rng.sample(old_template, len(old_template) // 8):
        e.msgid = e.msgid.replace("the ", "this ", 1) if "the " in e.msgid else e.msgid + "!"
    totals = Counter()
    for lang, forms in sorted(PLURALS.items()):
        nplurals = int(forms.split(";")[0].split("=")[1])
        header = Entry("", msgstr={0: f"Language: {lang}\nPlural-Forms: {forms}\n"})
        entries = [header]
        for e in old_template:
            tr = Entry(e.msgid, e.msgctxt, e.plural, translate(rng, lang, e, nplurals), set(), list(e.comments))
            if rng.random() < 0.05:
                tr.flags.add("fuzzy")
            entries.append(tr)
        text = write_po(entries)
        cat = Catalog(lang, parse_po(text))
        merged, stats = cat.merge(template)
        again = parse_po(write_po(merged))
        assert [e.key for e in again] == [e.key for e in merged]
        bad = 0
        for e in merged:
            want = placeholders(e.msgid)
            for s in e.msgstr.values():
                if s and placeholders(s) != want:
                    bad += 1
        dist = Counter(cat.plural(n) for n in range(counts))
        sample = [cat.ngettext("%(count)d file", "%(count)d files", n) for n in (0, 1, 2, 5, 21, 112)]
        done = sum(e.translated for e in merged)
        totals.update(stats)
        print(f"{lang}: nplurals={cat.nplurals} forms={sorted(dist.items())} merged={dict(sorted(stats.items()))} "
              f"translated={done}/{len(merged)} placeholder_errors={bad} bytes={len(text)}")
        print(f"    {sample}")
    for bad_expr in ("n %% 3", "(n == 1", "n ? 1", "n == 1 ? 0 : 1 extra"):
        try:
            compile_plural(f"nplurals=2; plural={bad_expr};")
        except PoError as e:
            print("rejected:", bad_expr, "-", e)
    print("totals:", sorted(totals.items()))


if __name__ == "__main__":
    main()  # test: main(messages=30, counts=50)
