# gcstress: skip (its churn passes the 30 s time limit when every safe point collects)
# A frozen dataclass's generated __hash__ hashes the tuple of its fields: that tuple must stay
# alive while a field's own __hash__ runs Python code that allocates enough to collect.
from dataclasses import dataclass


class Churn:
    def __init__(self, v):
        self.v = v

    def __hash__(self):
        junk = [(i, -i) for i in range(20000)]
        junk = [(i, str(i)) for i in range(20000)]
        return self.v + len(junk) - 20000

    def __eq__(self, other):
        return isinstance(other, Churn) and other.v == self.v


@dataclass(frozen=True)
class Pair:
    a: object
    b: object


@dataclass(frozen=True)
class Many:
    a: object
    b: int
    c: str
    d: object


for k in range(6):
    c = Churn(k)
    p = Pair(c, 1000 + k)
    print(hash(p) == hash((c, 1000 + k)), hash(p) == hash(Pair(Churn(k), 1000 + k)))
    m = Many(c, k, "s%d" % k, Churn(k + 1))
    print(hash(m) == hash((c, k, "s%d" % k, Churn(k + 1))))
s = {Pair(Churn(i), i) for i in range(5)} | {Pair(Churn(i), i) for i in range(3, 8)}
print(len(s), Pair(Churn(4), 4) in s, Pair(Churn(9), 9) in s)
