# Benchmark (held-out style, after typical agent code): a word-level Markov chain text
# generator. A seed corpus is built from sentence templates, split into sentences with re,
# order-2 transition tables kept as dict[tuple, Counter], sampling by cumulative weights with
# itertools.accumulate + bisect (and random.choices for comparison), generated paragraphs
# wrapped with textwrap.fill, then per-text statistics: type/token ratio, mean sentence length
# with statistics, the most common trigrams, and a perplexity-like score using math.log2.
import bisect
import math
import random
import re
import statistics
import textwrap
from collections import Counter, defaultdict
from itertools import accumulate

SUBJECTS = ["the old sailor", "a young fox", "the quiet river", "my neighbour", "the tired engineer",
            "a curious child", "the city council", "an old map"]
VERBS = ["remembers", "follows", "builds", "forgets", "watches", "carries", "paints", "reads"]
OBJECTS = ["the northern lights", "a broken compass", "the long road home", "every small detail",
           "a bridge of stone", "the morning train", "a letter from spring", "the silent harbour"]
TAILS = ["before dawn", "without a word", "in the rain", "for the last time", "with great care", ""]


def corpus(rng, n):
    out = []
    for _ in range(n):
        s = f"{rng.choice(SUBJECTS)} {rng.choice(VERBS)} {rng.choice(OBJECTS)} {rng.choice(TAILS)}".strip()
        if rng.random() < 0.3:
            s += f", and {rng.choice(SUBJECTS)} {rng.choice(VERBS)} it"
        out.append(s[0].upper() + s[1:] + rng.choice([".", ".", "!", "?"]))
    return " ".join(out)


class Chain:
    def __init__(self, order=2):
        self.order = order
        self.table = defaultdict(Counter)
        self.starts = Counter()
        self._cdf = {}

    def train(self, text):
        for sentence in re.split(r"(?<=[.!?])\s+", text):
            words = sentence.split()
            if len(words) <= self.order:
                continue
            self.starts[tuple(words[:self.order])] += 1
            padded = words + [None]
            for i in range(len(words) - self.order + 1):
                self.table[tuple(padded[i:i + self.order])][padded[i + self.order]] += 1

    def cdf(self, state):
        entry = self._cdf.get(state)
        if entry is None:
            items = sorted(self.table[state].items(), key=lambda kv: (kv[0] is None, kv[0] or ""))
            entry = ([w for w, _ in items], list(accumulate(c for _, c in items)))
            self._cdf[state] = entry
        return entry

    def sample(self, rng, state):
        words, cum = self.cdf(state)
        return words[bisect.bisect_right(cum, rng.random() * cum[-1])]

    def sentence(self, rng, limit=40):
        starts = sorted(self.starts)
        state = rng.choices(starts, weights=[self.starts[s] for s in starts])[0]
        words = list(state)
        while len(words) < limit:
            nxt = self.sample(rng, state)
            if nxt is None:
                break
            words.append(nxt)
            state = state[1:] + (nxt,)
        return " ".join(words)

    def log_prob(self, text):
        total, n = 0.0, 0
        for sentence in re.split(r"(?<=[.!?])\s+", text):
            words = sentence.split() + [None]
            for i in range(len(words) - self.order):
                counts = self.table.get(tuple(words[i:i + self.order]))
                if not counts:
                    continue
                p = counts[words[i + self.order]] / sum(counts.values())
                total += math.log2(p) if p else -20.0
                n += 1
        return total / max(n, 1)


def stats(text):
    words = re.findall(r"[a-z']+", text.lower())
    sentences = [s for s in re.split(r"[.!?]+", text) if s.strip()]
    lengths = [len(s.split()) for s in sentences]
    trigrams = Counter(zip(words, words[1:], words[2:]))
    return {
        "tokens": len(words),
        "types": len(set(words)),
        "ttr": round(len(set(words)) / len(words), 4),
        "mean_len": round(statistics.mean(lengths), 3),
        "stdev_len": round(statistics.pstdev(lengths), 3),
        "top": [" ".join(t) for t, _ in sorted(trigrams.items(), key=lambda kv: (-kv[1], kv[0]))[:3]],
    }


def main(sentences, paragraphs):
    rng = random.Random(77)
    text = corpus(rng, sentences)
    chain = Chain()
    chain.train(text)
    print("states:", len(chain.table), "starts:", len(chain.starts))
    out = []
    for p in range(paragraphs):
        para = " ".join(chain.sentence(rng) for _ in range(6))
        out.append(para)
        if p < 2:
            print(textwrap.fill(para, width=72, initial_indent="  ", subsequent_indent="  "))
    generated = " ".join(out)
    for key, value in stats(generated).items():
        print(f"{key:>9}: {value}")
    print(f"avg log2 p (generated) = {chain.log_prob(generated):.4f}")
    print(f"avg log2 p (novel)     = {chain.log_prob('The quiet river paints a bridge of stone in the rain.'):.4f}")
    picks = Counter(rng.choices(VERBS, weights=range(1, len(VERBS) + 1), k=2000))
    print("weighted picks:", picks.most_common(3))


if __name__ == "__main__":
    main(sentences=18000, paragraphs=1400)  # test: main(sentences=200, paragraphs=10)
