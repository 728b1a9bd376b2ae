# Benchmark (held-out style, after typical agent code): a mailing-list archive.
# Raw RFC-822-like messages are generated (headers with folding, Message-ID, In-Reply-To and
# References chains, quoted bodies), parsed with str methods and re, threaded by a simplified
# JWZ algorithm (containers by id, parent links from References, subject grouping of orphans
# after stripping Re:/Fwd: prefixes), then summarized: thread sizes and depths, top posters,
# a per-month histogram, quoted-line ratios and an indented tree of the largest threads.
import random
import re
from collections import Counter, defaultdict
from dataclasses import dataclass, field

SUBJECT_PREFIX = re.compile(r"^\s*((re|fwd?|aw)\s*(\[\d+\])?\s*:\s*)+", re.IGNORECASE)
ADDR = re.compile(r'^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$')
MSGID = re.compile(r"<[^<>]+>")


@dataclass
class Message:
    msgid: str
    subject: str
    sender: str
    name: str
    date: str
    refs: list
    body: str


@dataclass
class Container:
    msgid: str
    message: Message = None
    parent: "Container" = None
    children: list = field(default_factory=list)

    def ancestors(self):
        node = self.parent
        while node is not None:
            yield node
            node = node.parent

    def depth_size(self):
        depth, size = 0, 1 if self.message else 0
        for ch in self.children:
            d, s = ch.depth_size()
            depth = max(depth, d + 1)
            size += s
        return depth, size


def parse(raw):
    head, _, body = raw.partition("\n\n")
    headers = {}
    last = None
    for line in head.split("\n"):
        if line[:1] in (" ", "\t") and last:
            headers[last] += " " + line.strip()
            continue
        key, _, value = line.partition(":")
        last = key.strip().lower()
        headers[last] = value.strip()
    m = ADDR.match(headers.get("from", ""))
    name, addr = (m.group(1).strip(), m.group(2).lower()) if m else ("", headers.get("from", ""))
    refs = MSGID.findall(headers.get("references", ""))
    irt = MSGID.findall(headers.get("in-reply-to", ""))
    if irt and (not refs or refs[-1] != irt[0]):
        refs.append(irt[0])
    return Message(headers["message-id"], headers.get("subject", ""), addr, name,
                   headers.get("date", ""), refs, body)


def base_subject(subject):
    return SUBJECT_PREFIX.sub("", subject).strip().lower()


def thread(messages):
    table = {}

    def get(mid):
        c = table.get(mid)
        if c is None:
            c = table[mid] = Container(mid)
        return c

    for msg in messages:
        c = get(msg.msgid)
        c.message = msg
        prev = None
        for ref in msg.refs:
            rc = get(ref)
            if prev is not None and rc.parent is None and prev is not rc and rc not in prev.ancestors():
                rc.parent = prev
                prev.children.append(rc)
            prev = rc
        if prev is not None and c.parent is None and prev is not c and prev not in c.ancestors() \
                and c not in prev.ancestors():
            c.parent = prev
            prev.children.append(c)
    roots = [c for c in table.values() if c.parent is None]
    by_subject = {}
    merged = []
    for r in roots:
        if r.message is None:
            merged.append(r)
            continue
        key = base_subject(r.message.subject)
        holder = by_subject.get(key)
        if holder is None:
            by_subject[key] = r
            merged.append(r)
        else:
            r.parent = holder
            holder.children.append(r)
    return merged


NAMES = ["Ada Lovelace", "Alan Turing", "Grace Hopper", "Edsger Dijkstra", "Barbara Liskov",
         "Donald Knuth", "Ken Thompson", "Frances Allen", "John McCarthy", "Radia Perlman"]
TOPICS = ["segfault in parser", "release 2.{} planning", "patch: fix off-by-one in {}",
          "proposal: deprecate {}", "question about {} semantics", "benchmark results for {}"]
WORDS = "lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor".split()


def generate(rng, n):
    raws = []
    ids = []
    subjects = {}
    refs_of = {}
    for i in range(n):
        mid = f"<{i}.{rng.randrange(10**6)}@list.example.org>"
        name = rng.choice(NAMES)
        addr = name.lower().replace(" ", ".") + "@example.org"
        month = 1 + i * 12 // n
        lines = [f"Message-ID: {mid}", f'From: "{name}" <{addr}>',
                 f"Date: 2023-{month:02d}-{1 + i % 28:02d}"]
        if ids and rng.random() < 0.75:
            parent = rng.choice(ids[-40:])
            chain = refs_of[parent] + [parent]
            subj = "Re: " + subjects[parent] if rng.random() < 0.8 else "RE: Fwd: " + subjects[parent]
            if rng.random() < 0.1:
                chain = chain[-1:]
            lines.append(f"In-Reply-To: {parent}")
            if rng.random() < 0.85:
                refs = " ".join(chain)
                lines.append("References: " + refs[:70])
                if len(refs) > 70:
                    lines.append("\t" + refs[70:])
            body = "> " + " ".join(rng.choices(WORDS, k=12)) + "\n"
        else:
            chain = []
            topic = rng.choice(TOPICS).format(rng.choice(WORDS))
            subj = topic if rng.random() < 0.9 else "Re: " + topic
            body = ""
        subjects[mid] = subj
        refs_of[mid] = chain[-8:]
        lines.append("Subject: " + subj)
        body += "\n".join(" ".join(rng.choices(WORDS, k=rng.randint(5, 14))) for _ in range(rng.randint(2, 8)))
        raws.append("\n".join(lines) + "\n\n" + body)
        ids.append(mid)
    rng.shuffle(raws)
    return raws


def render(container, out, indent=0, limit=12):
    if len(out) >= limit:
        return
    msg = container.message
    label = f"{msg.name} - {msg.subject[:40]}" if msg else "(missing)"
    out.append("  " * indent + label)
    for ch in sorted(container.children, key=lambda c: c.message.date if c.message else ""):
        render(ch, out, indent + 1, limit)


def main(n_messages=7000):
    rng = random.Random(2023)
    raws = generate(rng, n_messages)
    msgs = [parse(r) for r in raws]
    roots = thread(msgs)
    stats = sorted(((r.depth_size(), i) for i, r in enumerate(roots)), reverse=True)
    print(f"messages={len(msgs)} threads={len(roots)}")
    print("largest:", [(size, depth) for (depth, size), _ in stats[:6]])
    sizes = Counter(size for (depth, size), _ in stats)
    print("size histogram:", sorted(sizes.items())[:10])
    posters = Counter(m.name for m in msgs)
    print("top posters:", posters.most_common(3))
    months = defaultdict(int)
    for m in msgs:
        months[m.date[:7]] += 1
    print("per month:", " ".join(f"{k[5:]}={v}" for k, v in sorted(months.items())))
    quoted = total = 0
    for m in msgs:
        for line in m.body.splitlines():
            total += 1
            quoted += line.startswith(">")
    print(f"quoted lines {quoted}/{total} = {quoted / total:.3%}")
    subjects = Counter(base_subject(m.subject) for m in msgs)
    print("subjects:", subjects.most_common(3))
    for (depth, size), i in stats[:2]:
        out = []
        render(roots[i], out)
        print(f"thread of {size} (depth {depth}):")
        print("\n".join("  " + line for line in out))


if __name__ == "__main__":
    main()  # test: main(n_messages=150)
