# Benchmark (held-out style, after typical agent code): a CART decision tree and a small random
# forest on a synthetic loan-approval data set. Rows are dataclasses with numeric and categorical
# features; splits are chosen by Gini impurity over sorted thresholds; the tree is a recursive
# node class hierarchy (Leaf / Split subclasses); bagging with a seeded random.Random, feature
# importances, a confusion matrix and k-fold accuracy are printed.
import math
import random
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from typing import Optional

FEATURES = ["income", "debt", "age", "years_employed", "region", "owns_home"]
NUMERIC = {"income", "debt", "age", "years_employed"}
REGIONS = ["north", "south", "east", "west"]


@dataclass
class Applicant:
    income: float
    debt: float
    age: int
    years_employed: int
    region: str
    owns_home: bool
    approved: bool = False

    def feature(self, name):
        return getattr(self, name)


def make_data(rng, n):
    rows = []
    for _ in range(n):
        income = round(rng.gauss(55000, 18000), 2)
        debt = round(abs(rng.gauss(15000, 9000)), 2)
        age = rng.randint(19, 70)
        years = max(0, min(age - 18, int(rng.expovariate(1 / 6))))
        region = rng.choice(REGIONS)
        owns = rng.random() < 0.4
        score = income / 1000 - debt / 800 + years * 1.5 + (8 if owns else 0)
        score += {"north": 2, "south": -3, "east": 0, "west": 1}[region]
        score += rng.gauss(0, 6)
        rows.append(Applicant(income, debt, age, years, region, owns, score > 38))
    return rows


def gini(counts, total):
    if total == 0:
        return 0.0
    return 1.0 - sum((c / total) ** 2 for c in counts.values())


class Node:
    def predict(self, row):
        raise NotImplementedError

    def depth(self):
        return 0


class Leaf(Node):
    def __init__(self, rows):
        self.counts = Counter(r.approved for r in rows)
        self.label = self.counts.most_common(1)[0][0] if rows else False

    def predict(self, row):
        return self.label

    def __repr__(self):
        return f"Leaf({self.label}, n={sum(self.counts.values())})"


class Split(Node):
    def __init__(self, feature, threshold, left, right, gain):
        self.feature = feature
        self.threshold = threshold
        self.left = left
        self.right = right
        self.gain = gain

    def goes_left(self, row):
        v = row.feature(self.feature)
        if self.feature in NUMERIC:
            return v <= self.threshold
        return v == self.threshold

    def predict(self, row):
        return (self.left if self.goes_left(row) else self.right).predict(row)

    def depth(self):
        return 1 + max(self.left.depth(), self.right.depth())


@dataclass
class TreeBuilder:
    max_depth: int = 6
    min_rows: int = 5
    features: Optional[list] = None
    rng: Optional[random.Random] = None
    importance: dict = field(default_factory=lambda: defaultdict(float))

    def best_split(self, rows):
        total = len(rows)
        parent = gini(Counter(r.approved for r in rows), total)
        best = (0.0, None, None)
        feats = self.features or FEATURES
        if self.rng is not None:
            feats = self.rng.sample(feats, max(2, int(math.sqrt(len(feats))) + 1))
        for f in feats:
            if f in NUMERIC:
                ordered = sorted(rows, key=lambda r: r.feature(f))
                left = Counter()
                right = Counter(r.approved for r in ordered)
                for i in range(total - 1):
                    lab = ordered[i].approved
                    left[lab] += 1
                    right[lab] -= 1
                    a, b = ordered[i].feature(f), ordered[i + 1].feature(f)
                    if a == b:
                        continue
                    nl = i + 1
                    g = parent - (nl / total) * gini(left, nl) - ((total - nl) / total) * gini(right, total - nl)
                    if g > best[0]:
                        best = (g, f, (a + b) / 2)
            else:
                for value in {r.feature(f) for r in rows}:
                    inside = [r for r in rows if r.feature(f) == value]
                    if not inside or len(inside) == total:
                        continue
                    outside = [r for r in rows if r.feature(f) != value]
                    g = parent - len(inside) / total * gini(Counter(r.approved for r in inside), len(inside)) \
                        - len(outside) / total * gini(Counter(r.approved for r in outside), len(outside))
                    if g > best[0]:
                        best = (g, f, value)
        return best

    def build(self, rows, depth=0):
        if depth >= self.max_depth or len(rows) < self.min_rows or len({r.approved for r in rows}) == 1:
            return Leaf(rows)
        gain, f, thr = self.best_split(rows)
        if f is None or gain < 1e-9:
            return Leaf(rows)
        self.importance[f] += gain * len(rows)
        probe = Split(f, thr, None, None, gain)
        left = [r for r in rows if probe.goes_left(r)]
        right = [r for r in rows if not probe.goes_left(r)]
        probe.left = self.build(left, depth + 1)
        probe.right = self.build(right, depth + 1)
        return probe


class Forest:
    def __init__(self, n_trees, seed, max_depth):
        self.rng = random.Random(seed)
        self.n_trees = n_trees
        self.max_depth = max_depth
        self.trees = []
        self.importance = defaultdict(float)

    def fit(self, rows):
        for _ in range(self.n_trees):
            sample = [self.rng.choice(rows) for _ in rows]
            b = TreeBuilder(max_depth=self.max_depth, rng=self.rng)
            self.trees.append(b.build(sample))
            for k, v in b.importance.items():
                self.importance[k] += v
        return self

    def predict(self, row):
        votes = Counter(t.predict(row) for t in self.trees)
        return votes.most_common(1)[0][0]


def confusion(model, rows):
    m = Counter()
    for r in rows:
        m[(r.approved, model.predict(r))] += 1
    return m


def kfold(rows, k, make_model):
    accs = []
    for i in range(k):
        test = rows[i::k]
        train = [r for j, r in enumerate(rows) if j % k != i]
        model = make_model(train)
        ok = sum(model.predict(r) == r.approved for r in test)
        accs.append(ok / len(test))
    return accs


def main(n=600, n_trees=6, folds=3):
    rng = random.Random(2024)
    rows = make_data(rng, n)
    print(f"rows={len(rows)} approved={sum(r.approved for r in rows)}")
    builder = TreeBuilder(max_depth=6)
    tree = builder.build(rows)
    print(f"tree depth={tree.depth()} root={tree.feature}@{tree.threshold if isinstance(tree.threshold, str) else round(tree.threshold, 2)}")
    cm = confusion(tree, rows)
    print("confusion", sorted(cm.items()))
    tot = sum(builder.importance.values())
    for f, v in sorted(builder.importance.items(), key=lambda kv: -kv[1]):
        print(f"  {f:15s} {v / tot:6.3f}")
    accs = kfold(rows, folds, lambda tr: TreeBuilder(max_depth=5).build(tr))
    print("tree kfold", [f"{a:.3f}" for a in accs], f"mean={sum(accs) / len(accs):.3f}")
    forest = Forest(n_trees, seed=7, max_depth=5).fit(rows)
    cm = confusion(forest, rows)
    acc = (cm[(True, True)] + cm[(False, False)]) / len(rows)
    print(f"forest trees={len(forest.trees)} acc={acc:.3f}")
    ftot = sum(forest.importance.values())
    print("forest importance", {k: round(v / ftot, 3) for k, v in sorted(forest.importance.items())})


if __name__ == "__main__":
    main()  # test: main(n=80, n_trees=2, folds=2)
