# Benchmark (held-out style, after typical agent code): a DNS zone server and caching resolver.
# Zone files in a BIND-like text format (with $ORIGIN, $TTL, relative names, comments and
# parenthesized SOA records) are generated and parsed into NamedTuple records; an authoritative
# server answers with exact, wildcard and delegation lookups (labels walked right to left);
# a resolver follows CNAME chains with loop detection and caches answers and NXDOMAIN with TTLs
# in an OrderedDict LRU against a simulated clock; a seeded query mix prints rcode counts,
# cache hit rate, the longest chains and a digest of answers.
import random
import zlib
from collections import Counter, OrderedDict
from enum import Enum
from typing import NamedTuple


class RType(Enum):
    A = 1
    NS = 2
    CNAME = 5
    SOA = 6
    MX = 15
    TXT = 16
    AAAA = 28


class Record(NamedTuple):
    name: str
    ttl: int
    rtype: RType
    data: str


class ResolveError(Exception):
    def __init__(self, rcode, name):
        super().__init__(f"{rcode} for {name}")
        self.rcode = rcode


def absolute(name, origin):
    if name == "@":
        return origin
    if name.endswith("."):
        return name.lower()
    return f"{name}.{origin}".lower()


def parse_zone(text):
    origin, ttl = ".", 3600
    records = []
    last_name = None
    pending = ""
    for raw in text.splitlines():
        line = raw.split(";", 1)[0].rstrip()
        if pending:
            pending += " " + line.strip()
            if ")" not in line:
                continue
            line, pending = pending.replace("(", " ").replace(")", " "), ""
        elif "(" in line and ")" not in line:
            pending = line
            continue
        if not line.strip():
            continue
        if line.startswith("$ORIGIN"):
            origin = line.split()[1].lower()
            continue
        if line.startswith("$TTL"):
            ttl = int(line.split()[1])
            continue
        parts = line.split()
        if line[0].isspace():
            name = last_name
        else:
            name = absolute(parts.pop(0), origin)
        last_name = name
        rttl = ttl
        if parts[0].isdigit():
            rttl = int(parts.pop(0))
        if parts[0] == "IN":
            parts.pop(0)
        rtype = RType[parts[0]]
        data = " ".join(parts[1:])
        if rtype in (RType.CNAME, RType.NS, RType.MX):
            *pre, target = data.split()
            data = " ".join(pre + [absolute(target, origin)])
        records.append(Record(name, rttl, rtype, data))
    return origin, records


class Zone:
    def __init__(self, text):
        self.origin, records = parse_zone(text)
        self.table = {}
        for r in records:
            self.table.setdefault(r.name, {}).setdefault(r.rtype, []).append(r)

    def lookup(self, name, rtype):
        labels = name.split(".")
        # Delegations: the closest enclosing name holding NS below the origin.
        for i in range(1, len(labels) - 1):
            cut = ".".join(labels[i:])
            if cut == self.origin:
                break
            node = self.table.get(cut)
            if node and RType.NS in node:
                return "REFERRAL", node[RType.NS]
        node = self.table.get(name)
        if node is None:
            wild = "*." + ".".join(labels[1:])
            node = self.table.get(wild)
            if node is None:
                return "NXDOMAIN", []
            node = {t: [r._replace(name=name) for r in rs] for t, rs in node.items()}
        if rtype in node:
            return "NOERROR", node[rtype]
        if RType.CNAME in node:
            return "CNAME", node[RType.CNAME]
        return "NODATA", []


class Resolver:
    def __init__(self, zones, capacity=300):
        self.zones = sorted(zones, key=lambda z: -len(z.origin))
        self.cache = OrderedDict()
        self.capacity = capacity
        self.now = 0
        self.hits = self.misses = 0

    def zone_for(self, name):
        for z in self.zones:
            if name == z.origin or name.endswith("." + z.origin):
                return z
        raise ResolveError("REFUSED", name)

    def cached(self, key):
        item = self.cache.get(key)
        if item is None:
            return None
        expires, value = item
        if expires <= self.now:
            del self.cache[key]
            return None
        self.cache.move_to_end(key)
        return value

    def store(self, key, value, ttl):
        self.cache[key] = (self.now + ttl, value)
        self.cache.move_to_end(key)
        while len(self.cache) > self.capacity:
            self.cache.popitem(last=False)

    def resolve(self, name, rtype, depth=0):
        name = name.lower()
        key = (name, rtype)
        hit = self.cached(key)
        if hit is not None:
            self.hits += 1
            if isinstance(hit, str):
                raise ResolveError(hit, name)
            return hit
        self.misses += 1
        if depth > 8:
            raise ResolveError("SERVFAIL", name)
        status, records = self.zone_for(name).lookup(name, rtype)
        if status == "NXDOMAIN":
            self.store(key, "NXDOMAIN", 60)
            raise ResolveError("NXDOMAIN", name)
        if status == "CNAME":
            target = records[0].data
            answer = records + self.resolve(target, rtype, depth + 1)
        elif status == "REFERRAL":
            answer = [r._replace(data=r.data + " (referral)") for r in records]
        else:
            answer = list(records)
        ttl = min((r.ttl for r in answer), default=30)
        self.store(key, answer, ttl)
        return answer


def make_zone(rng, origin, n_hosts):
    lines = [f"$ORIGIN {origin}", "$TTL 3600",
             "@ IN SOA ns1 hostmaster (", "    2024010101 ; serial", "    7200 3600 1209600 300 )",
             "@ IN NS ns1", "@ IN NS ns2", "ns1 IN A 10.0.0.1", "ns2 IN A 10.0.0.2",
             "@ 300 IN MX 10 mail", "mail IN A 10.0.0.25", "* 120 IN A 10.9.9.9",
             "sub IN NS ns.sub", "ns.sub IN A 10.1.0.1"]
    for i in range(n_hosts):
        host = f"host{i}"
        ttl = rng.choice(["", "60 ", "300 ", "900 "])
        lines.append(f"{host} {ttl}IN A 10.{i // 250}.{i % 250}.{rng.randint(1, 254)}")
        if rng.random() < 0.3:
            lines.append(f"    IN AAAA fd00::{i:x}")
        if rng.random() < 0.2:
            lines.append(f"    IN TXT \"v=spf1 host{i} ~all\"  ; spf")
        if i and rng.random() < 0.25:
            lines.append(f"alias{i} IN CNAME host{rng.randrange(i)}")
        if i > 2 and rng.random() < 0.1:
            lines.append(f"chain{i} IN CNAME alias{rng.randrange(i)}")
    lines.append("loop1 IN CNAME loop2")
    lines.append("loop2 IN CNAME loop1")
    return "\n".join(lines) + "\n"


def main(n_queries=30000, n_hosts=400):
    rng = random.Random(53)
    zones = [Zone(make_zone(rng, o, n_hosts)) for o in ("example.com.", "corp.example.com.", "test.org.")]
    print("records:", [sum(len(v) for node in z.table.values() for v in node.values()) for z in zones])
    resolver = Resolver(zones)
    rcodes = Counter()
    digest = 0
    longest = []
    prefixes = ["host", "host", "alias", "chain", "nohost", "www.sub", "loop", "mail", "x.y"]
    types = [RType.A, RType.A, RType.A, RType.AAAA, RType.TXT, RType.MX]
    for q in range(n_queries):
        resolver.now += rng.randint(0, 3)
        z = rng.choice(zones)
        p = rng.choice(prefixes)
        if p in ("host", "alias", "chain", "nohost"):
            name = f"{p}{rng.randrange(n_hosts)}.{z.origin}"
        elif p == "loop":
            name = f"loop{rng.randint(1, 2)}.{z.origin}"
        elif p == "mail":
            name = z.origin
        else:
            name = f"{p}.{z.origin}"
        rtype = RType.MX if p == "mail" else rng.choice(types)
        try:
            answer = resolver.resolve(name.upper() if q % 7 == 0 else name, rtype)
        except ResolveError as e:
            rcodes[e.rcode] += 1
            continue
        rcodes["NOERROR" if answer else "NODATA"] += 1
        for r in answer:
            digest = zlib.crc32(f"{r.name}|{r.rtype.name}|{r.data}".encode(), digest)
        if len(answer) > 2:
            longest.append((len(answer), name))
    print("rcodes:", sorted(rcodes.items()))
    total = resolver.hits + resolver.misses
    print(f"cache: {resolver.hits}/{total} hits ({resolver.hits / total:.1%}), size={len(resolver.cache)}")
    print("longest chains:", sorted(longest, reverse=True)[:3])
    print(f"digest {digest:08x}")
    soa = zones[0].table["example.com."][RType.SOA][0]
    print("soa:", soa.data, soa.ttl)


if __name__ == "__main__":
    main()  # test: main(n_queries=800, n_hosts=40)
