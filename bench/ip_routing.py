# Benchmark (held-out style, after typical agent code): an IPv4 router and firewall. CIDR
# prefixes are parsed from dotted strings into ints; a binary trie answers longest-prefix-match
# lookups and is cross-checked against a linear scan; firewall rules (an Enum action, port
# ranges, protocol sets) are matched first-hit; packets come from a seeded generator, flows
# are aggregated in dicts keyed by 5-tuples, and a NAT table rewrites source ports.
import random
from collections import Counter, defaultdict, namedtuple
from enum import Enum


class Action(Enum):
    ALLOW = "allow"
    DENY = "deny"
    LOG = "log"


Packet = namedtuple("Packet", "src dst proto sport dport size")


def ip_to_int(s):
    a, b, c, d = (int(p) for p in s.split("."))
    if not all(0 <= x <= 255 for x in (a, b, c, d)):
        raise ValueError(f"bad address {s!r}")
    return (a << 24) | (b << 16) | (c << 8) | d


def int_to_ip(n):
    return ".".join(str((n >> s) & 255) for s in (24, 16, 8, 0))


class Prefix:
    __slots__ = ("net", "length", "mask")

    def __init__(self, text):
        addr, _, ln = text.partition("/")
        self.length = int(ln) if ln else 32
        self.mask = ((1 << 32) - 1) ^ ((1 << (32 - self.length)) - 1)
        self.net = ip_to_int(addr) & self.mask

    def __contains__(self, ip):
        return (ip & self.mask) == self.net

    def __repr__(self):
        return f"{int_to_ip(self.net)}/{self.length}"

    def __eq__(self, other):
        return isinstance(other, Prefix) and (self.net, self.length) == (other.net, other.length)

    def __hash__(self):
        return hash((self.net, self.length))


class TrieNode:
    __slots__ = ("children", "route")

    def __init__(self):
        self.children = [None, None]
        self.route = None


class RoutingTable:
    def __init__(self):
        self.root = TrieNode()
        self.routes = []

    def add(self, prefix, next_hop, metric=1):
        node = self.root
        for i in range(prefix.length):
            bit = (prefix.net >> (31 - i)) & 1
            if node.children[bit] is None:
                node.children[bit] = TrieNode()
            node = node.children[bit]
        if node.route is None or node.route[2] > metric:
            node.route = (prefix, next_hop, metric)
        self.routes.append((prefix, next_hop, metric))

    def lookup(self, ip):
        node = self.root
        best = node.route
        for i in range(32):
            node = node.children[(ip >> (31 - i)) & 1]
            if node is None:
                break
            if node.route is not None:
                best = node.route
        return best

    def lookup_linear(self, ip):
        best = None
        for r in self.routes:
            if ip in r[0] and (best is None or r[0].length > best[0].length
                               or (r[0].length == best[0].length and r[2] < best[2])):
                best = r
        return best


class Rule:
    def __init__(self, action, src="0.0.0.0/0", dst="0.0.0.0/0", protos=("tcp", "udp"), ports=(0, 65535)):
        self.action = action
        self.src = Prefix(src)
        self.dst = Prefix(dst)
        self.protos = frozenset(protos)
        self.lo, self.hi = ports
        self.hits = 0

    def matches(self, p):
        return (p.proto in self.protos and self.lo <= p.dport <= self.hi
                and p.src in self.src and p.dst in self.dst)


class Firewall:
    def __init__(self, rules, default=Action.DENY):
        self.rules = rules
        self.default = default

    def decide(self, p):
        for r in self.rules:
            if r.matches(p):
                r.hits += 1
                return r.action
        return self.default


class Nat:
    def __init__(self, public_ip, base_port=20000):
        self.public = ip_to_int(public_ip)
        self.next_port = base_port
        self.table = {}
        self.reverse = {}

    def translate(self, p):
        key = (p.src, p.sport, p.proto)
        port = self.table.get(key)
        if port is None:
            port = self.next_port
            self.next_port += 1
            self.table[key] = port
            self.reverse[(port, p.proto)] = key
        return p._replace(src=self.public, sport=port)


def build_routes(rng, n):
    rt = RoutingTable()
    rt.add(Prefix("0.0.0.0/0"), "isp-uplink", 10)
    for _ in range(n):
        ln = rng.choice((8, 12, 16, 20, 24, 24, 28))
        addr = f"{rng.choice((10, 172, 192, 100))}.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(0, 255)}"
        rt.add(Prefix(f"{addr}/{ln}"), f"eth{rng.randint(0, 7)}", rng.randint(1, 5))
    return rt


def packets(rng, n):
    hosts = [ip_to_int(f"10.{rng.randint(0, 3)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}") for _ in range(40)]
    for _ in range(n):
        src = rng.choice(hosts)
        dst = rng.choice(hosts) if rng.random() < 0.5 else rng.getrandbits(32)
        proto = rng.choice(("tcp", "tcp", "udp", "icmp"))
        dport = rng.choice((22, 53, 80, 443, 8080, 3306, rng.randint(1024, 65535)))
        yield Packet(src, dst, proto, rng.randint(1024, 65535), dport, rng.randint(40, 1500))


def main(n_routes=300, n_packets=9000):
    rng = random.Random(4242)
    rt = build_routes(rng, n_routes)
    rules = [
        Rule(Action.DENY, src="10.3.0.0/16", ports=(22, 22)),
        Rule(Action.ALLOW, dst="10.0.0.0/8", ports=(80, 443)),
        Rule(Action.LOG, protos=("udp",), ports=(53, 53)),
        Rule(Action.ALLOW, src="10.0.0.0/14", ports=(1024, 65535)),
        Rule(Action.DENY, protos=("tcp",), ports=(3306, 3306)),
        Rule(Action.ALLOW, dst="192.168.0.0/16"),
    ]
    fw = Firewall(rules)
    nat = Nat("203.0.113.7")
    decisions = Counter()
    by_hop = defaultdict(int)
    flows = defaultdict(lambda: [0, 0])
    mismatches = 0
    for i, p in enumerate(packets(rng, n_packets)):
        act = fw.decide(p)
        decisions[act.value] += 1
        if act is Action.DENY:
            continue
        route = rt.lookup(p.dst)
        if i % 10 == 0 and route != rt.lookup_linear(p.dst):
            mismatches += 1
        hop = route[1]
        by_hop[hop] += p.size
        if hop == "isp-uplink":
            p = nat.translate(p)
        f = flows[(p.src, p.dst, p.proto, p.sport, p.dport)]
        f[0] += 1
        f[1] += p.size
    print("decisions", sorted(decisions.items()))
    print("rule hits", [r.hits for r in rules])
    print("bytes by hop", sorted(by_hop.items()))
    print(f"flows={len(flows)} nat={len(nat.table)} mismatches={mismatches}")
    top = sorted(flows.items(), key=lambda kv: (-kv[1][1], kv[0]))[:3]
    for (s, d, proto, sp, dp), (cnt, size) in top:
        print(f"  {int_to_ip(s)}:{sp} -> {int_to_ip(d)}:{dp} {proto} pkts={cnt} bytes={size}")
    uniq = {r[0] for r in rt.routes}
    print(f"routes={len(rt.routes)} unique={len(uniq)} sample={sorted(uniq, key=lambda p: (p.length, p.net))[:3]}")
    try:
        ip_to_int("10.0.300.1")
    except ValueError as e:
        print("error:", e)


if __name__ == "__main__":
    main()  # test: main(n_routes=30, n_packets=300)
