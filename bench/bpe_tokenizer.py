# Benchmark (held-out style, after typical agent code): training and using a byte-pair-encoding
# tokenizer. A corpus is generated from syllables with a seeded random; a pre-tokenizer regex
# splits it into words with a leading-space marker; word frequencies are a Counter of tuples of
# symbols; each merge step finds the most frequent adjacent pair (kept in a pair-count dict with
# an index from pair to words, updated incrementally) and rewrites the affected words; the
# learned merges (a dict of ranks) then encode new text greedily by rank, with an lru_cache per
# word, decode back, and report compression ratios and token-length statistics.
import re
from collections import Counter, defaultdict
from functools import lru_cache
import random

SYLLABLES = ["ka", "to", "ri", "men", "sa", "lo", "ne", "vi", "dra", "qu", "el", "or", "an",
             "ith", "us", "pe", "zo", "ma", "ti", "ck", "st", "ou", "ly", "ing", "er", "th"]
PRETOKEN = re.compile(r" ?[a-z]+| ?[0-9]+| ?[^\sa-z0-9]+|\s+")


def make_words(rng, n):
    words = []
    for _ in range(n):
        k = rng.choice((1, 2, 2, 3, 3, 4))
        words.append("".join(rng.choice(SYLLABLES) for _ in range(k)))
    return words


def make_text(rng, vocab, n_sentences):
    weights = [1.0 / (i + 1) for i in range(len(vocab))]
    sentences = []
    for _ in range(n_sentences):
        k = rng.randint(4, 12)
        ws = rng.choices(vocab, weights, k=k)
        if rng.random() < 0.2:
            ws.append(str(rng.randint(1, 999)))
        s = " ".join(ws)
        sentences.append(s[0].upper() + s[1:] + rng.choice((".", ".", "!", "?", ",")))
    return " ".join(sentences).lower()


def pretokenize(text):
    return PRETOKEN.findall(text)


class BPETrainer:
    def __init__(self, text):
        freq = Counter(pretokenize(text))
        self.words = [tuple(w) for w in freq]
        self.counts = [freq[w] for w in freq]
        self.pairs = defaultdict(int)
        self.where = defaultdict(set)
        for i, w in enumerate(self.words):
            c = self.counts[i]
            for a, b in zip(w, w[1:]):
                self.pairs[a, b] += c
                self.where[a, b].add(i)
        self.merges = []

    def best_pair(self):
        best = None
        best_count = 0
        for pair, c in self.pairs.items():
            if c > best_count or (c == best_count and c > 0 and pair < best):
                best = pair
                best_count = c
        return best, best_count

    def apply(self, pair):
        a, b = pair
        joined = a + b
        for i in list(self.where[pair]):
            w = self.words[i]
            c = self.counts[i]
            for x, y in zip(w, w[1:]):
                self.pairs[x, y] -= c
                if self.pairs[x, y] <= 0:
                    del self.pairs[x, y]
            out = []
            j = 0
            n = len(w)
            while j < n:
                if j < n - 1 and w[j] == a and w[j + 1] == b:
                    out.append(joined)
                    j += 2
                else:
                    out.append(w[j])
                    j += 1
            nw = tuple(out)
            self.words[i] = nw
            for x, y in zip(nw, nw[1:]):
                self.pairs[x, y] += c
                self.where[x, y].add(i)
        del self.where[pair]

    def train(self, n_merges, min_count=2):
        for _ in range(n_merges):
            pair, count = self.best_pair()
            if pair is None or count < min_count:
                break
            self.merges.append(pair)
            self.apply(pair)
        return self.merges


class Tokenizer:
    def __init__(self, merges):
        self.ranks = {pair: i for i, pair in enumerate(merges)}
        vocab = set()
        for a, b in merges:
            vocab.add(a)
            vocab.add(b)
            vocab.add(a + b)
        self.vocab = {tok: i for i, tok in enumerate(sorted(vocab))}
        self.inverse = {i: tok for tok, i in self.vocab.items()}
        self.encode_word = lru_cache(maxsize=4096)(self._encode_word)

    def _encode_word(self, word):
        parts = list(word)
        ranks = self.ranks
        while len(parts) > 1:
            best_rank = None
            best_i = -1
            for i in range(len(parts) - 1):
                r = ranks.get((parts[i], parts[i + 1]))
                if r is not None and (best_rank is None or r < best_rank):
                    best_rank = r
                    best_i = i
            if best_i < 0:
                break
            parts[best_i:best_i + 2] = [parts[best_i] + parts[best_i + 1]]
        return tuple(parts)

    def encode(self, text):
        ids = []
        unk = len(self.vocab)
        for piece in pretokenize(text):
            for tok in self.encode_word(piece):
                ids.append(self.vocab.get(tok, unk))
        return ids

    def tokens(self, text):
        out = []
        for piece in pretokenize(text):
            out.extend(self.encode_word(piece))
        return out

    def decode_tokens(self, toks):
        return "".join(toks)


def main(n_vocab=900, train_sentences=2400, test_sentences=1800, n_merges=320):
    rng = random.Random(1234)
    vocab = make_words(rng, n_vocab)
    train_text = make_text(rng, vocab, train_sentences)
    test_text = make_text(rng, vocab, test_sentences)
    trainer = BPETrainer(train_text)
    merges = trainer.train(n_merges)
    print("chars", len(train_text), "pretokens", len(pretokenize(train_text)),
          "distinct words", len(trainer.words), "merges", len(merges))
    print("first merges", ["".join(p) for p in merges[:8]])
    print("last merges", ["".join(p) for p in merges[-5:]])
    tok = Tokenizer(merges)
    print("vocab size", len(tok.vocab))
    toks = tok.tokens(test_text)
    assert tok.decode_tokens(toks) == test_text
    ids = tok.encode(test_text)
    print("test chars", len(test_text), "tokens", len(toks),
          "ratio %.4f" % (len(test_text) / len(toks)))
    lengths = Counter(len(t) for t in toks)
    print("token lengths", sorted(lengths.items()))
    common = Counter(toks).most_common(6)
    print("common", [(t, n) for t, n in common])
    info = tok.encode_word.cache_info()
    print("cache hits", info.hits, "misses", info.misses)
    checksum = 0
    for i in ids:
        checksum = (checksum * 131 + i) & 0xFFFFFFFF
    print("ids checksum", checksum)
    longest = max(tok.vocab, key=lambda t: (len(t), t))
    print("longest token %r" % longest)


if __name__ == "__main__":
    main()  # test: main(n_vocab=80, train_sentences=120, test_sentences=60, n_merges=40)
