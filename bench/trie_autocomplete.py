# Benchmark (held-out style, after typical agent code): a search-box autocomplete service.
# A trie of __slots__ nodes with dict children stores words from a generated corpus with
# frequencies; prefix completion ranks by (-frequency, word) with heapq.nsmallest, a
# bounded Levenshtein walk over the trie (row per node, pruning on min(row) > k) gives
# "did you mean" suggestions, deletion and pruning of empty branches, a query log replayed
# with a functools.lru_cache'd top-k, and a Counter of hits; typing.Optional/Iterator, a
# dataclass Suggestion(order=True), str methods (lower/strip/isalpha/startswith).
from __future__ import annotations

import heapq
import random
from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Dict, Iterator, List, Optional, Tuple


class TrieNode:
    __slots__ = ("children", "count", "terminal")

    def __init__(self) -> None:
        self.children: Dict[str, TrieNode] = {}
        self.count = 0
        self.terminal = False


@dataclass(order=True)
class Suggestion:
    sort_key: Tuple[int, str] = field(init=False, repr=False)
    word: str
    score: int
    distance: int = 0

    def __post_init__(self) -> None:
        self.sort_key = (self.distance, -self.score, self.word)


class Trie:
    def __init__(self) -> None:
        self.root = TrieNode()
        self.size = 0

    def insert(self, word: str, count: int = 1) -> None:
        node = self.root
        for ch in word:
            node = node.children.setdefault(ch, TrieNode())
        if not node.terminal:
            node.terminal = True
            self.size += 1
        node.count += count

    def _find(self, prefix: str) -> Optional[TrieNode]:
        node = self.root
        for ch in prefix:
            node = node.children.get(ch)
            if node is None:
                return None
        return node

    def __contains__(self, word: str) -> bool:
        node = self._find(word)
        return node is not None and node.terminal

    def __len__(self) -> int:
        return self.size

    def words(self, prefix: str = "") -> Iterator[Tuple[str, int]]:
        start = self._find(prefix)
        if start is None:
            return
        stack = [(start, prefix)]
        while stack:
            node, word = stack.pop()
            if node.terminal:
                yield word, node.count
            for ch in sorted(node.children, reverse=True):
                stack.append((node.children[ch], word + ch))

    def complete(self, prefix: str, k: int = 5) -> List[str]:
        best = heapq.nsmallest(k, self.words(prefix), key=lambda wc: (-wc[1], wc[0]))
        return [w for w, _ in best]

    def fuzzy(self, word: str, max_dist: int) -> List[Suggestion]:
        results: List[Suggestion] = []
        first_row = list(range(len(word) + 1))
        for ch, child in self.root.children.items():
            self._fuzzy_walk(child, ch, ch, word, first_row, max_dist, results)
        return sorted(results)

    def _fuzzy_walk(self, node: TrieNode, ch: str, prefix: str, word: str, prev_row: List[int],
                    max_dist: int, results: List[Suggestion]) -> None:
        row = [prev_row[0] + 1]
        for i in range(1, len(word) + 1):
            cost = 0 if word[i - 1] == ch else 1
            row.append(min(row[i - 1] + 1, prev_row[i] + 1, prev_row[i - 1] + cost))
        if row[-1] <= max_dist and node.terminal:
            results.append(Suggestion(prefix, node.count, row[-1]))
        if min(row) <= max_dist:
            for nch, child in node.children.items():
                self._fuzzy_walk(child, nch, prefix + nch, word, row, max_dist, results)

    def delete(self, word: str) -> bool:
        path = [(None, self.root)]
        node = self.root
        for ch in word:
            nxt = node.children.get(ch)
            if nxt is None:
                return False
            path.append((ch, nxt))
            node = nxt
        if not node.terminal:
            return False
        node.terminal = False
        node.count = 0
        self.size -= 1
        for i in range(len(path) - 1, 0, -1):
            ch, n = path[i]
            if n.terminal or n.children:
                break
            del path[i - 1][1].children[ch]
        return True

    def node_count(self) -> int:
        total, stack = 0, [self.root]
        while stack:
            n = stack.pop()
            total += 1
            stack.extend(n.children.values())
        return total


SYLLABLES = ["ka", "ri", "to", "ne", "sa", "mo", "lu", "pe", "di", "go", "ba", "shi", "an",
             "er", "in", "or", "tes", "ing", "ly", "st"]


def make_corpus(rng: random.Random, vocab: int, tokens: int) -> List[str]:
    words = set()
    while len(words) < vocab:
        words.add("".join(rng.choices(SYLLABLES, k=rng.randint(2, 4))))
    ordered = sorted(words)
    weights = [1.0 / (i + 1) ** 0.9 for i in range(len(ordered))]
    rng.shuffle(ordered)
    return rng.choices(ordered, weights=weights, k=tokens)


def main(vocab: int, tokens: int, queries: int) -> None:
    rng = random.Random(8)
    corpus = make_corpus(rng, vocab, tokens)
    freq = Counter(w.strip().lower() for w in corpus if w.isalpha())
    trie = Trie()
    for word, count in freq.items():
        trie.insert(word, count)
    print(f"words={len(trie)} nodes={trie.node_count()} tokens={sum(freq.values())}")

    @lru_cache(maxsize=256)
    def top(prefix: str) -> Tuple[str, ...]:
        return tuple(trie.complete(prefix, 5))

    hits: Counter = Counter()
    misses = 0
    typed = 0
    for q in range(queries):
        target = rng.choice(corpus)
        for cut in range(1, len(target) + 1):
            typed += 1
            suggestions = top(target[:cut])
            if target in suggestions:
                hits[suggestions.index(target)] += 1
                break
        else:
            misses += 1
    info = top.cache_info()
    print(f"queries={queries} typed={typed} misses={misses} rank_hits={sorted(hits.items())}")
    print(f"cache hits={info.hits} misses={info.misses}")
    for prefix in ("ka", "shi", "st", "zz"):
        print(f"{prefix!r:>6} -> {trie.complete(prefix, 4)}")
    typos = 0
    corrected = 0
    for q in range(queries // 10):
        word = rng.choice(corpus)
        chars = list(word)
        pos = rng.randrange(len(chars))
        chars[pos] = rng.choice("aeiou")
        typo = "".join(chars)
        typos += 1
        sugg = trie.fuzzy(typo, 1)
        if sugg and sugg[0].word == word:
            corrected += 1
    print(f"typos={typos} corrected={corrected}")
    print("fuzzy:", trie.fuzzy("karito", 2)[:3])
    removed = sum(trie.delete(w) for w, _ in freq.most_common(20))
    print(f"removed={removed} words={len(trie)} nodes={trie.node_count()} "
          f"still_there={freq.most_common(1)[0][0] in trie}")


if __name__ == "__main__":
    main(vocab=3000, tokens=100_000, queries=5000)  # test: main(vocab=300, tokens=3000, queries=200)
