# Benchmark (held-out style, after typical agent code): protocol state machines. A TCP-like
# connection machine with Enum states and a transition table keyed by (state, event), an
# IntEnum priority, Flag permissions combined with | and tested with in, a vending machine
# written with match statements over tuples and class patterns, and an Enum with methods,
# _missing_ and @unique.
from enum import Enum, IntEnum, Flag, auto, unique
from dataclasses import dataclass


@unique
class St(Enum):
    CLOSED = "closed"
    LISTEN = "listen"
    SYN_SENT = "syn-sent"
    SYN_RCVD = "syn-rcvd"
    ESTABLISHED = "established"
    FIN_WAIT = "fin-wait"
    CLOSE_WAIT = "close-wait"
    LAST_ACK = "last-ack"
    TIME_WAIT = "time-wait"

    @property
    def is_open(self):
        return self in (St.ESTABLISHED, St.CLOSE_WAIT, St.FIN_WAIT)

    @classmethod
    def _missing_(cls, value):
        if isinstance(value, str):
            for member in cls:
                if member.value == value.lower():
                    return member
        return None


class Ev(Enum):
    PASSIVE_OPEN = auto()
    ACTIVE_OPEN = auto()
    SYN = auto()
    SYN_ACK = auto()
    ACK = auto()
    FIN = auto()
    CLOSE = auto()
    TIMEOUT = auto()


class Prio(IntEnum):
    LOW = 1
    NORMAL = 5
    HIGH = 10


class Perm(Flag):
    READ = auto()
    WRITE = auto()
    EXEC = auto()
    ADMIN = READ | WRITE | EXEC


TRANSITIONS = {
    (St.CLOSED, Ev.PASSIVE_OPEN): St.LISTEN,
    (St.CLOSED, Ev.ACTIVE_OPEN): St.SYN_SENT,
    (St.LISTEN, Ev.SYN): St.SYN_RCVD,
    (St.LISTEN, Ev.CLOSE): St.CLOSED,
    (St.SYN_SENT, Ev.SYN_ACK): St.ESTABLISHED,
    (St.SYN_SENT, Ev.CLOSE): St.CLOSED,
    (St.SYN_RCVD, Ev.ACK): St.ESTABLISHED,
    (St.ESTABLISHED, Ev.FIN): St.CLOSE_WAIT,
    (St.ESTABLISHED, Ev.CLOSE): St.FIN_WAIT,
    (St.FIN_WAIT, Ev.ACK): St.TIME_WAIT,
    (St.CLOSE_WAIT, Ev.CLOSE): St.LAST_ACK,
    (St.LAST_ACK, Ev.ACK): St.CLOSED,
    (St.TIME_WAIT, Ev.TIMEOUT): St.CLOSED,
}


class TransitionError(Exception):
    pass


class Connection:
    def __init__(self, cid, prio=Prio.NORMAL):
        self.cid = cid
        self.state = St.CLOSED
        self.prio = prio
        self.history = []
        self.perms = Perm.READ

    def fire(self, ev):
        try:
            nxt = TRANSITIONS[self.state, ev]
        except KeyError:
            raise TransitionError(f"{self.cid}: {ev.name} in {self.state.value}") from None
        self.history.append(nxt)
        self.state = nxt
        return nxt


@dataclass
class Coin:
    cents: int


@dataclass
class Select:
    slot: str


@dataclass
class Refund:
    pass


class Vending:
    PRICES = {"A1": 125, "A2": 90, "B1": 200, "B2": 65}

    def __init__(self):
        self.credit = 0
        self.stock = {k: 3 for k in self.PRICES}
        self.sold = []
        self.messages = 0

    def handle(self, msg):
        match msg:
            case Coin(cents=c) if c in (5, 10, 25, 100):
                self.credit += c
                return f"credit {self.credit}"
            case Coin(cents=c):
                return f"rejected coin {c}"
            case Select(slot=s) if s not in self.PRICES:
                return f"no slot {s}"
            case Select(slot=s) if self.stock[s] == 0:
                return f"{s} sold out"
            case Select(slot=s) if self.credit < self.PRICES[s]:
                return f"need {self.PRICES[s] - self.credit} more"
            case Select(slot=s):
                self.credit -= self.PRICES[s]
                self.stock[s] -= 1
                self.sold.append(s)
                return f"vend {s}"
            case Refund():
                back, self.credit = self.credit, 0
                return f"refund {back}"
            case _:
                return "?"


def classify(event):
    match event:
        case ("conn", cid, St.ESTABLISHED):
            return "up"
        case ("conn", cid, state) if state.is_open:
            return "open"
        case ("conn", _, _):
            return "down"
        case ("perm", Perm.ADMIN):
            return "admin"
        case ("perm", p) if Perm.WRITE in p:
            return "writer"
        case ("perm", _):
            return "reader"
        case [first, *rest] if len(rest) > 2:
            return f"long:{first}"
        case {"kind": kind, **extra}:
            return f"dict:{kind}:{len(extra)}"
        case _:
            return "other"


SCRIPTS = [
    [Ev.PASSIVE_OPEN, Ev.SYN, Ev.ACK, Ev.FIN, Ev.CLOSE, Ev.ACK],
    [Ev.ACTIVE_OPEN, Ev.SYN_ACK, Ev.CLOSE, Ev.ACK, Ev.TIMEOUT],
    [Ev.ACTIVE_OPEN, Ev.CLOSE],
    [Ev.PASSIVE_OPEN, Ev.SYN, Ev.FIN],
    [Ev.ACTIVE_OPEN, Ev.SYN_ACK, Ev.FIN, Ev.CLOSE, Ev.ACK, Ev.ACK],
]


def main():
    counts = {}
    errors = {}
    kinds = {}
    prio_total = 0
    for rnd in range(5000):
        for i, script in enumerate(SCRIPTS):
            conn = Connection(rnd * 10 + i, Prio.HIGH if i % 2 else Prio.LOW)
            if rnd % 3 == 0:
                conn.perms |= Perm.WRITE
            if rnd % 7 == 0:
                conn.perms = Perm.ADMIN
            for ev in script:
                try:
                    conn.fire(ev)
                except TransitionError as e:
                    msg = str(e).split(": ", 1)[1]
                    errors[msg] = errors.get(msg, 0) + 1
                    break
                k = classify(("conn", conn.cid, conn.state))
                kinds[k] = kinds.get(k, 0) + 1
            counts[conn.state] = counts.get(conn.state, 0) + 1
            kinds[classify(("perm", conn.perms))] = kinds.get(classify(("perm", conn.perms)), 0) + 1
            if conn.prio > Prio.NORMAL:
                prio_total += conn.prio
    for st in St:
        print(f"{st.name:<12} {st.value:<12} {counts.get(st, 0):6d}")
    for msg, n in sorted(errors.items()):
        print(f"  error {msg}: {n}")
    print(sorted(kinds.items()))
    print(prio_total, Prio.HIGH + 1, Prio(5).name, St("ESTABLISHED"), St("closed") is St.CLOSED)
    print(Perm.READ | Perm.EXEC, Perm.ADMIN & Perm.WRITE, bool(Perm.READ & Perm.WRITE))
    print([classify(x) for x in ([1, 2, 3, 4], {"kind": "k", "a": 1}, (1, 2), "s")])

    vm = Vending()
    log = {}
    for rnd in range(10000):
        msgs = [Coin(25), Coin(25), Coin(3), Select("A2"), Coin(100), Select("B1"),
                Select("Z9"), Coin(25), Select("A1"), Refund()]
        for m in msgs:
            out = vm.handle(m)
            key = out.split(" ")[0]
            log[key] = log.get(key, 0) + 1
        if rnd % 50 == 0:
            vm.stock = {k: 3 for k in vm.PRICES}
    print(sorted(log.items()), len(vm.sold), vm.sold[:6])
    try:
        St("nope")
    except ValueError as e:
        print("ValueError:", e)


main()
