# Benchmark (held-out style, after typical agent code): word puzzles over a generated lexicon.
# Pronounceable four- and five-letter words come from a seeded syllable generator; word ladders
# are found by BFS over wildcard buckets (defaultdict(list) keyed by "c_at" patterns) with a
# deque and parent dict, and by bidirectional BFS; anagram classes are grouped by sorted letters;
# connected components of the ladder graph are counted with an iterative DFS; a boggle-like grid
# is searched with a prefix set.
import random
from collections import defaultdict, deque

ONSETS = ["b", "c", "d", "f", "g", "h", "l", "m", "n", "p", "r", "s", "t", "w", "st", "tr", "pl"]
VOWELS = ["a", "e", "i", "o", "u", "ea", "oo"]
CODAS = ["", "t", "n", "p", "d", "s", "m", "k", "ll", "rt"]


def make_lexicon(rng, n):
    words = set()
    while len(words) < n:
        w = rng.choice(ONSETS) + rng.choice(VOWELS) + rng.choice(CODAS)
        if rng.random() < 0.3:
            w += rng.choice(VOWELS[:5])
        if 4 <= len(w) <= 5:
            words.add(w)
    return sorted(words)


def buckets(words):
    table = defaultdict(list)
    for w in words:
        for i in range(len(w)):
            table[w[:i] + "_" + w[i + 1:]].append(w)
    return table


def neighbours(word, table):
    for i in range(len(word)):
        for other in table[word[:i] + "_" + word[i + 1:]]:
            if other != word:
                yield other


def ladder(start, goal, table):
    parent = {start: None}
    queue = deque([start])
    while queue:
        word = queue.popleft()
        if word == goal:
            path = []
            while word is not None:
                path.append(word)
                word = parent[word]
            return path[::-1]
        for nxt in neighbours(word, table):
            if nxt not in parent:
                parent[nxt] = word
                queue.append(nxt)
    return None


def ladder_length_bidir(start, goal, table):
    if start == goal:
        return 1
    front, back = {start}, {goal}
    seen = {start, goal}
    steps = 1
    while front and back:
        if len(front) > len(back):
            front, back = back, front
        steps += 1
        nxt = set()
        for word in front:
            for other in neighbours(word, table):
                if other in back:
                    return steps
                if other not in seen:
                    seen.add(other)
                    nxt.add(other)
        front = nxt
    return 0


def components(words, table):
    seen = set()
    sizes = []
    for w in words:
        if w in seen:
            continue
        seen.add(w)
        stack = [w]
        size = 0
        while stack:
            cur = stack.pop()
            size += 1
            for other in neighbours(cur, table):
                if other not in seen:
                    seen.add(other)
                    stack.append(other)
        sizes.append(size)
    return sorted(sizes, reverse=True)


def grid_words(grid, words):
    prefixes = set()
    for w in words:
        for i in range(1, len(w) + 1):
            prefixes.add(w[:i])
    wordset = set(words)
    rows, cols = len(grid), len(grid[0])
    found = set()

    def walk(r, c, path, used):
        path += grid[r][c]
        if path not in prefixes:
            return
        if path in wordset:
            found.add(path)
        used.add((r, c))
        for dr in (-1, 0, 1):
            for dc in (-1, 0, 1):
                nr, nc = r + dr, c + dc
                if 0 <= nr < rows and 0 <= nc < cols and (nr, nc) not in used:
                    walk(nr, nc, path, used)
        used.discard((r, c))

    for r in range(rows):
        for c in range(cols):
            walk(r, c, "", set())
    return sorted(found)


def main(n_words=3600, queries=110):
    rng = random.Random(8)
    words = make_lexicon(rng, n_words)
    table = buckets(words)
    print(f"{len(words)} words, {len(table)} buckets, biggest {max(len(v) for v in table.values())}")
    anagrams = defaultdict(list)
    for w in words:
        anagrams["".join(sorted(w))].append(w)
    classes = sorted((v for v in anagrams.values() if len(v) > 2), key=lambda v: (-len(v), v))
    print("anagram classes", len(classes), classes[:3])
    sizes = components(words, table)
    print("components", len(sizes), "largest", sizes[:5], "singletons", sizes.count(1))
    same_len = defaultdict(list)
    for w in words:
        same_len[len(w)].append(w)
    total = found = longest = 0
    for q in range(queries):
        pool = same_len[4 + q % 2]
        a, b = rng.choice(pool), rng.choice(pool)
        path = ladder(a, b, table)
        n = ladder_length_bidir(a, b, table)
        assert (path is None and n == 0) or len(path) == n, (a, b, path, n)
        total += 1
        if path:
            found += 1
            if len(path) > longest:
                longest = len(path)
                print(f"  {a} -> {b}: {' '.join(path)}")
    print(f"ladders {found}/{total}, longest {longest}")
    letters = "abdeilmnoprstu"
    grid = ["".join(rng.choice(letters) for _ in range(5)) for _ in range(5)]
    print("grid", grid)
    hits = grid_words(grid, words)
    print(len(hits), "grid words:", hits[:12])


if __name__ == "__main__":
    main()  # test: main(n_words=300, queries=6)
