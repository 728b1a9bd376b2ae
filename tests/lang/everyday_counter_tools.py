# collections.Counter / defaultdict / namedtuple for log analysis.
from collections import Counter, defaultdict, namedtuple

Entry = namedtuple("Entry", ["level", "source", "msg"])
LOG = [
    "INFO db connected",
    "WARN cache miss rate high",
    "ERROR db timeout after 30s",
    "INFO web request /home",
    "INFO web request /about",
    "ERROR web 500 on /login",
    "WARN db slow query",
    "INFO cache warmed",
    "ERROR db timeout after 31s",
]
entries = [Entry(*line.split(" ", 2)) for line in LOG]
levels = Counter(e.level for e in entries)
print(levels.most_common())
print(levels["ERROR"], levels["DEBUG"])
by_source = defaultdict(list)
for e in entries:
    by_source[e.source].append(e.level)
for src in sorted(by_source):
    print(src, Counter(by_source[src]).most_common(1)[0], len(by_source[src]))
words = Counter(w for e in entries for w in e.msg.split())
print(sorted(words.items(), key=lambda kv: (-kv[1], kv[0]))[:4])
first = entries[2]
print(first, first.level, first._asdict()["source"])
print(first._replace(level="FATAL"))
c1 = Counter("mississippi")
c2 = Counter("missouri")
print(sorted((c1 + c2).items()))
print(sorted((c1 - c2).items()), sorted((c1 & c2).items()))
nested = defaultdict(lambda: defaultdict(int))
for e in entries:
    nested[e.source][e.level] += 1
print({k: dict(v) for k, v in sorted(nested.items())})
print(sum(levels.values()), list(levels.elements())[:4])
