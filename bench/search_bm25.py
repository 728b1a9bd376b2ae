# Benchmark (held-out style, after typical agent code): a small full-text search engine.
# Documents are generated from a seeded vocabulary; an analyzer lowercases, tokenizes with a
# regex, drops stop words and applies a crude suffix stemmer (memoized); an inverted index
# keeps postings with positions; queries are ranked by BM25 with heapq.nlargest, phrase
# queries check consecutive positions, and boolean AND/OR/NOT queries merge sorted postings.
import heapq
import math
import random
import re
from collections import Counter, defaultdict
from functools import lru_cache

STOP = frozenset("the a an of to in and or is are was for on with as by at it be this that".split())
TOKEN_RE = re.compile(r"[A-Za-z][A-Za-z']*|\d+")
SUFFIXES = ("ations", "ation", "ings", "ing", "edly", "ed", "ies", "es", "ly", "s")


@lru_cache(maxsize=4096)
def stem(word):
    for suf in SUFFIXES:
        if word.endswith(suf) and len(word) - len(suf) >= 3:
            base = word[: -len(suf)]
            if suf == "ies":
                return base + "y"
            return base
    return word


def analyze(text):
    out = []
    for tok in TOKEN_RE.findall(text):
        low = tok.lower()
        if low in STOP:
            continue
        out.append(stem(low))
    return out


class Posting:
    __slots__ = ("doc_id", "positions")

    def __init__(self, doc_id):
        self.doc_id = doc_id
        self.positions = []


class Index:
    def __init__(self, k1=1.2, b=0.75):
        self.k1 = k1
        self.b = b
        self.postings = defaultdict(list)
        self.doc_len = {}
        self.titles = {}

    def add(self, doc_id, title, text):
        terms = analyze(title + " " + text)
        self.doc_len[doc_id] = len(terms)
        self.titles[doc_id] = title
        seen = {}
        for pos, term in enumerate(terms):
            p = seen.get(term)
            if p is None:
                p = seen[term] = Posting(doc_id)
                self.postings[term].append(p)
            p.positions.append(pos)

    @property
    def avgdl(self):
        return sum(self.doc_len.values()) / len(self.doc_len)

    def idf(self, term):
        n = len(self.doc_len)
        df = len(self.postings.get(term, ()))
        return math.log(1 + (n - df + 0.5) / (df + 0.5))

    def bm25(self, query, k=10):
        scores = defaultdict(float)
        avgdl = self.avgdl
        for term in set(analyze(query)):
            idf = self.idf(term)
            for p in self.postings.get(term, ()):
                tf = len(p.positions)
                dl = self.doc_len[p.doc_id]
                denom = tf + self.k1 * (1 - self.b + self.b * dl / avgdl)
                scores[p.doc_id] += idf * tf * (self.k1 + 1) / denom
        return heapq.nlargest(k, scores.items(), key=lambda kv: (kv[1], -kv[0]))

    def phrase(self, text):
        terms = analyze(text)
        if not terms:
            return []
        maps = []
        for t in terms:
            maps.append({p.doc_id: set(p.positions) for p in self.postings.get(t, ())})
        common = set(maps[0])
        for m in maps[1:]:
            common &= m.keys()
        hits = []
        for d in sorted(common):
            starts = maps[0][d]
            for i, m in enumerate(maps[1:], 1):
                starts = {s for s in starts if s + i in m[d]}
                if not starts:
                    break
            if starts:
                hits.append((d, min(starts)))
        return hits

    def docs(self, term):
        return [p.doc_id for p in self.postings.get(stem(term.lower()), ())]

    def boolean(self, must, should=(), must_not=()):
        result = None
        for t in must:
            ids = set(self.docs(t))
            result = ids if result is None else result & ids
        if result is None:
            result = set()
            for t in should:
                result |= set(self.docs(t))
        for t in must_not:
            result -= set(self.docs(t))
        return sorted(result)


def make_corpus(rng, n_docs):
    roots = ["index", "search", "rank", "query", "token", "stem", "score", "engine", "document",
             "vector", "crawl", "parse", "cache", "shard", "replica", "merge", "segment", "field",
             "filter", "boost", "phrase", "proximity", "analyzer", "lexicon", "posting", "weight"]
    endings = ["", "s", "ing", "ed", "ation", "ly", "es"]
    fillers = ["the", "a", "of", "to", "in", "and", "is", "for", "with", "this"]
    docs = []
    for d in range(n_docs):
        words = []
        for _ in range(rng.randint(40, 160)):
            if rng.random() < 0.3:
                words.append(rng.choice(fillers))
            else:
                w = rng.choice(roots) + rng.choice(endings)
                if rng.random() < 0.1:
                    w = w.capitalize()
                words.append(w)
            if rng.random() < 0.05:
                words.append(str(rng.randint(1, 999)))
        title = " ".join(rng.choice(roots).title() for _ in range(3))
        docs.append((d, title, " ".join(words) + "."))
    return docs


def main(n_docs=1000, n_queries=220):
    rng = random.Random(1515)
    idx = Index()
    for doc_id, title, text in make_corpus(rng, n_docs):
        idx.add(doc_id, title, text)
    vocab = sorted(idx.postings)
    alpha = [t for t in vocab if not t.isdigit()]
    print(f"docs={len(idx.doc_len)} terms={len(vocab)} avgdl={idx.avgdl:.2f}")
    df = Counter({t: len(ps) for t, ps in idx.postings.items()})
    print("top df:", ", ".join(f"{t}:{c}" for t, c in df.most_common(5)))
    digest = 0
    for q in range(n_queries):
        words = rng.sample(alpha, 2) + [rng.choice(vocab)]
        top = idx.bm25(" ".join(words), k=5)
        for rank, (doc_id, score) in enumerate(top):
            digest = (digest * 31 + doc_id * (rank + 1) + int(score * 1000)) % 1000000007
        if q % 100 == 0:
            shown = " ".join(f"{d}:{s:.3f}" for d, s in top[:3])
            print(f"q{q} {'+'.join(words)} -> {shown}")
    print("bm25 digest", digest)
    phrases = ["search engine", "query token", "rank the document", "posting weight boost"]
    for ph in phrases:
        hits = idx.phrase(ph)
        print(f"phrase {ph!r}: {len(hits)} hits, first {hits[:3]}")
    b1 = idx.boolean(["index", "shard"], must_not=["cache"])
    b2 = idx.boolean([], should=["replica", "lexicon"], must_not=["merge", "crawl"])
    print("bool", len(b1), b1[:5], len(b2), b2[-5:])
    print("stem cache", stem.cache_info().hits > 0, stem("rankings"), stem("queries"))


if __name__ == "__main__":
    main()  # test: main(n_docs=40, n_queries=12)
