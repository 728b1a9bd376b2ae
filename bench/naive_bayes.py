# Benchmark (held-out style, after typical agent code): a multinomial naive Bayes text
# classifier. Synthetic labelled "support tickets" are generated from per-topic vocabularies
# with random(seed); text is normalised with str.lower/str.translate (punctuation removed),
# tokenised with split and bigrams via zip, counted with Counter, smoothed log-probabilities
# computed with math.log, k-fold cross-validation, a confusion matrix printed with f-string
# alignment, top features per class via heapq.nlargest, and precision/recall/F1 per label.
import heapq
import math
import random
import string
from collections import Counter, defaultdict

TOPICS = {
    "billing": "invoice charge refund payment card billed twice subscription price plan receipt",
    "login": "password reset account locked login email code verify sign two factor session",
    "shipping": "package delivery tracking courier delayed address shipped arrived box damaged",
    "bug": "crash error app screen freeze update button broken page loading slow version",
}
COMMON = "the a my i is was not and to it please help with on for this can you why have"
PUNCT = str.maketrans("", "", string.punctuation)


def make_ticket(rng, topic):
    words = TOPICS[topic].split()
    common = COMMON.split()
    n = rng.randint(8, 20)
    out = []
    for _ in range(n):
        r = rng.random()
        if r < 0.45:
            out.append(rng.choice(words))
        elif r < 0.55:
            out.append(rng.choice(TOPICS[rng.choice(sorted(TOPICS))].split()))
        else:
            out.append(rng.choice(common))
    text = " ".join(out).capitalize()
    if rng.random() < 0.5:
        text += rng.choice(["!", "?", "...", "!!"])
    return text


def tokenize(text):
    words = text.lower().translate(PUNCT).split()
    return words + [f"{a}_{b}" for a, b in zip(words, words[1:])]


class NaiveBayes:
    def __init__(self, alpha=1.0):
        self.alpha = alpha
        self.counts = defaultdict(Counter)
        self.totals = Counter()
        self.docs = Counter()
        self.vocab = set()

    def fit(self, samples):
        for text, label in samples:
            tokens = tokenize(text)
            self.counts[label].update(tokens)
            self.totals[label] += len(tokens)
            self.docs[label] += 1
            self.vocab.update(tokens)
        n = sum(self.docs.values())
        v = len(self.vocab)
        self.prior = {c: math.log(k / n) for c, k in self.docs.items()}
        self.loglik = {}
        self.unseen = {}
        for c, counter in self.counts.items():
            denom = self.totals[c] + self.alpha * v
            self.loglik[c] = {w: math.log((k + self.alpha) / denom) for w, k in counter.items()}
            self.unseen[c] = math.log(self.alpha / denom)
        return self

    def scores(self, text):
        tokens = [t for t in tokenize(text) if t in self.vocab]
        out = {}
        for c in self.prior:
            table, miss = self.loglik[c], self.unseen[c]
            out[c] = self.prior[c] + sum(table.get(t, miss) for t in tokens)
        return out

    def predict(self, text):
        s = self.scores(text)
        return max(sorted(s), key=s.get)

    def top_features(self, label, k=5):
        others = [c for c in self.loglik if c != label]
        def margin(w):
            return self.loglik[label][w] - max(self.loglik[o].get(w, self.unseen[o]) for o in others)
        return heapq.nlargest(k, (w for w in self.loglik[label] if "_" not in w), key=margin)


def evaluate(samples, folds):
    labels = sorted(TOPICS)
    confusion = {a: Counter() for a in labels}
    for f in range(folds):
        train = [s for i, s in enumerate(samples) if i % folds != f]
        test = [s for i, s in enumerate(samples) if i % folds == f]
        model = NaiveBayes().fit(train)
        for text, label in test:
            confusion[label][model.predict(text)] += 1
    return confusion


def report(confusion):
    labels = sorted(confusion)
    print(f"{'':>10} " + " ".join(f"{l:>9}" for l in labels))
    for a in labels:
        print(f"{a:>10} " + " ".join(f"{confusion[a][b]:>9d}" for b in labels))
    correct = sum(confusion[l][l] for l in labels)
    total = sum(sum(c.values()) for c in confusion.values())
    for l in labels:
        tp = confusion[l][l]
        predicted = sum(confusion[a][l] for a in labels)
        actual = sum(confusion[l].values())
        p = tp / predicted if predicted else 0.0
        r = tp / actual if actual else 0.0
        f1 = 2 * p * r / (p + r) if p + r else 0.0
        print(f"{l:<10} precision={p:.3f} recall={r:.3f} f1={f1:.3f}")
    print(f"accuracy={correct / total:.4f} ({correct}/{total})")


def main(n, folds):
    rng = random.Random(1234)
    topics = sorted(TOPICS)
    samples = [(make_ticket(rng, t), t) for t in (rng.choice(topics) for _ in range(n))]
    print(samples[0][0])
    report(evaluate(samples, folds))
    model = NaiveBayes(alpha=0.5).fit(samples)
    for label in topics:
        print(label, model.top_features(label))
    probe = "My card was charged twice, please refund the invoice!"
    s = model.scores(probe)
    best = max(s.values())
    norm = sum(math.exp(v - best) for v in s.values())
    print({k: round(math.exp(v - best) / norm, 4) for k, v in sorted(s.items())})


if __name__ == "__main__":
    main(n=4000, folds=5)  # test: main(n=80, folds=2)
