# Benchmark (held-out style, after typical agent code): a tiny XML parser, DOM and selector
# engine. Generated catalogue documents (nested elements, attributes in either quote style,
# entities, comments, self-closing tags, CDATA) are scanned by a hand-written parser with
# str.find and an index; Element objects keep attributes, children and text; a CSS-like
# selector language (tag, #id, .class, [attr], [attr=value], descendant and child combinators)
# is parsed with re and matched right to left against parent links; queries aggregate prices
# and stock; a serializer writes the DOM back with escaping and the round trip is checked.
import random
import re
from collections import Counter

ENTITIES = {"lt": "<", "gt": ">", "amp": "&", "quot": '"', "apos": "'"}
ENTITY_RE = re.compile(r"&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);")
ATTR_RE = re.compile(r"""([A-Za-z_][\w.-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')""")
NAME_RE = re.compile(r"[A-Za-z_][\w.-]*")


class ParseError(Exception):
    pass


class Element:
    __slots__ = ("tag", "attrs", "children", "parent", "text")

    def __init__(self, tag, attrs, parent):
        self.tag = tag
        self.attrs = attrs
        self.children = []
        self.parent = parent
        self.text = []

    def classes(self):
        return self.attrs.get("class", "").split()

    def iter(self):
        stack = [self]
        while stack:
            node = stack.pop()
            yield node
            stack.extend(reversed(node.children))

    def get_text(self):
        parts = list(self.text)
        for c in self.children:
            parts.append(c.get_text())
        return "".join(parts)


def unescape(s):
    if "&" not in s:
        return s

    def repl(m):
        name = m.group(1)
        if name.startswith("#x"):
            return chr(int(name[2:], 16))
        if name.startswith("#"):
            return chr(int(name[1:]))
        try:
            return ENTITIES[name]
        except KeyError:
            raise ParseError("unknown entity &%s;" % name)
    return ENTITY_RE.sub(repl, s)


def escape(s, quote=False):
    s = s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    if quote:
        s = s.replace('"', "&quot;")
    return s


def parse(src):
    root = Element("#document", {}, None)
    cur = root
    i = 0
    n = len(src)
    while i < n:
        lt = src.find("<", i)
        if lt < 0:
            lt = n
        if lt > i:
            text = src[i:lt]
            if text.strip():
                cur.text.append(unescape(text))
        if lt >= n:
            break
        if src.startswith("<!--", lt):
            end = src.find("-->", lt + 4)
            if end < 0:
                raise ParseError("unterminated comment")
            i = end + 3
        elif src.startswith("<![CDATA[", lt):
            end = src.find("]]>", lt)
            cur.text.append(src[lt + 9:end])
            i = end + 3
        elif src.startswith("</", lt):
            end = src.find(">", lt)
            name = src[lt + 2:end].strip()
            if name != cur.tag:
                raise ParseError("mismatched </%s> for <%s>" % (name, cur.tag))
            cur = cur.parent
            i = end + 1
        elif src.startswith("<?", lt):
            i = src.find("?>", lt) + 2
        else:
            end = src.find(">", lt)
            if end < 0:
                raise ParseError("unterminated tag")
            body = src[lt + 1:end]
            closed = body.endswith("/")
            if closed:
                body = body[:-1]
            m = NAME_RE.match(body)
            if m is None:
                raise ParseError("bad tag at %d" % lt)
            attrs = {}
            for am in ATTR_RE.finditer(body, m.end()):
                val = am.group(2) if am.group(2) is not None else am.group(3)
                attrs[am.group(1)] = unescape(val)
            el = Element(m.group(0), attrs, cur)
            cur.children.append(el)
            if not closed:
                cur = el
            i = end + 1
    if cur is not root:
        raise ParseError("unclosed <%s>" % cur.tag)
    return root


def serialize(el, out):
    if el.tag == "#document":
        for c in el.children:
            serialize(c, out)
        return out
    out.append("<" + el.tag)
    for k in sorted(el.attrs):
        out.append(' %s="%s"' % (k, escape(el.attrs[k], True)))
    if not el.children and not el.text:
        out.append("/>")
        return out
    out.append(">")
    for t in el.text:
        out.append(escape(t))
    for c in el.children:
        serialize(c, out)
    out.append("</%s>" % el.tag)
    return out


TOKEN_RE = re.compile(r"\s*(>)\s*|\s+|([A-Za-z_][\w-]*|\*)|#([\w-]+)|\.([\w-]+)"
                      r"|\[([\w-]+)(?:=([^\]]*))?\]")


def compile_selector(text):
    """Returns a list of (combinator, simple) steps, simple being (tag, id, classes, attrs)."""
    steps = []
    comb = None
    tag, ident, classes, attrs = None, None, [], []
    pos = 0
    text = text.strip()
    while pos < len(text):
        m = TOKEN_RE.match(text, pos)
        if m is None or m.end() == pos:
            raise ValueError("bad selector %r at %d" % (text, pos))
        pos = m.end()
        if m.group(1) or (m.group(0).isspace()):
            steps.append((comb, (tag, ident, tuple(classes), tuple(attrs))))
            comb = ">" if m.group(1) else " "
            tag, ident, classes, attrs = None, None, [], []
        elif m.group(2):
            tag = None if m.group(2) == "*" else m.group(2)
        elif m.group(3):
            ident = m.group(3)
        elif m.group(4):
            classes.append(m.group(4))
        else:
            val = m.group(6)
            if val is not None:
                val = val.strip("\"'")
            attrs.append((m.group(5), val))
    steps.append((comb, (tag, ident, tuple(classes), tuple(attrs))))
    return steps


def matches_simple(el, simple):
    tag, ident, classes, attrs = simple
    if tag is not None and el.tag != tag:
        return False
    if ident is not None and el.attrs.get("id") != ident:
        return False
    if classes:
        have = el.classes()
        for c in classes:
            if c not in have:
                return False
    for name, val in attrs:
        got = el.attrs.get(name)
        if got is None or (val is not None and got != val):
            return False
    return True


def matches(el, steps, k):
    comb, simple = steps[k]
    if not matches_simple(el, simple):
        return False
    if k == 0:
        return True
    if comb == ">":
        return el.parent is not None and matches(el.parent, steps, k - 1)
    anc = el.parent
    while anc is not None:
        if matches(anc, steps, k - 1):
            return True
        anc = anc.parent
    return False


def select(root, selector):
    steps = compile_selector(selector)
    last = len(steps) - 1
    return [el for el in root.iter() if el.tag != "#document" and matches(el, steps, last)]


CATEGORIES = ["tools", "garden", "kitchen", "toys", "books"]
ADJ = ["red", "small", "heavy", "quiet", "smart", "old", "new", "bright"]
NOUN = ["hammer", "spade", "kettle", "robot", "novel", "lamp", "drill", "pot"]


def make_doc(rng, n_items):
    out = ['<?xml version="1.0"?>\n<catalog version="3">']
    for c in CATEGORIES:
        out.append('  <category name="%s" id="cat-%s">' % (c, c))
        out.append("    <!-- items of %s -->" % c)
        for j in range(n_items):
            cls = " ".join(sorted(rng.sample(["sale", "new", "hot", "eco", "bulk"], rng.randint(0, 2))))
            q = "'" if rng.random() < 0.3 else '"'
            name = "%s %s" % (rng.choice(ADJ), rng.choice(NOUN))
            if rng.random() < 0.1:
                name += " & co <%d>" % j
            out.append('    <item id=%sitem-%s-%d%s class="%s" sku="%05d">' % (
                q, c, j, q, cls, rng.randrange(100000)))
            out.append("      <name>%s</name>" % escape(name))
            out.append('      <price currency="%s">%d.%02d</price>' % (
                rng.choice(("EUR", "USD")), rng.randint(1, 300), rng.randrange(100)))
            out.append("      <stock>%d</stock>" % rng.randint(0, 40))
            if rng.random() < 0.4:
                out.append("      <tags>")
                for t in rng.sample(ADJ, 2):
                    out.append('        <tag value="%s"/>' % t)
                out.append("      </tags>")
            if rng.random() < 0.15:
                out.append("      <note><![CDATA[fragile <glass> & more]]></note>")
            if rng.random() < 0.1:
                out.append("      <desc>caf&#233; &#x263A; &quot;quoted&quot;</desc>")
            out.append("    </item>")
        out.append("  </category>")
    out.append("</catalog>")
    return "\n".join(out)


QUERIES = [
    "item.sale price",
    "category > item.hot > name",
    "item[class] tag[value=red]",
    "#cat-toys item.eco.new",
    "catalog category item note",
    "item > price[currency=EUR]",
    "* > stock",
    "tags > tag",
    "category#cat-books > item",
    "desc",
]


def main(n_items=120, rounds=3):
    rng = random.Random(5)
    total_hits = Counter()
    for r in range(rounds):
        src = make_doc(rng, n_items)
        root = parse(src)
        elements = sum(1 for _ in root.iter()) - 1
        text = "".join(serialize(root, []))
        again = "".join(serialize(parse(text), []))
        assert text == again
        print("round", r, "chars", len(src), "elements", elements, "serialized", len(text))
        for q in QUERIES:
            hits = select(root, q)
            total_hits[q] += len(hits)
        eur = sum(float(p.get_text()) for p in select(root, "price[currency=EUR]"))
        stock = sum(int(s.get_text()) for s in select(root, "item.sale > stock"))
        odd = [n.get_text() for n in select(root, "name") if "&" in n.get_text()]
        print("  eur %.2f sale stock %d odd names %d first %r" % (eur, stock, len(odd),
                                                                  odd[0] if odd else None))
        notes = select(root, "note")
        descs = select(root, "desc")
        print("  notes", len(notes), notes[0].get_text() if notes else "",
              "descs", len(descs), descs[0].get_text() if descs else "")
    for q in QUERIES:
        print("%-28s %d" % (q, total_hits[q]))
    for bad in ("<a><b></a>", "<a>&bogus;</a>", "<a", "<a><!-- x"):
        try:
            parse(bad)
            print("parsed", bad)
        except ParseError as e:
            print("error:", e)


if __name__ == "__main__":
    main()  # test: main(n_items=8, rounds=1)
