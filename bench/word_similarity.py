# Benchmark (held-out style, after typical agent code): fuzzy matching of misspelled words against
# a vocabulary. Levenshtein with two rolling rows, Damerau (optimal string alignment) with a full
# matrix, Jaro-Winkler, character trigram sets with Jaccard, a trigram inverted index (dict of sets)
# to shortlist candidates, Soundex codes with str.translate, and a ranked "did you mean" with
# sorted(key=tuple) ties; accuracy and a checksum over the suggestions are printed.
import random
from collections import defaultdict

SYLLABLES = ["ka", "lo", "mi", "ter", "son", "ra", "vel", "pa", "dor", "in", "ex", "qu", "est",
             "ble", "ion", "ar", "tic", "um", "ph", "or", "en", "al", "ly", "ous", "ment"]
SOUNDEX = str.maketrans("bfpvcgjkqsxzdtlmnr", "111122222222334556", "aeiouyhw")


def make_vocab(rng, n):
    words = set()
    while len(words) < n:
        words.add("".join(rng.choice(SYLLABLES) for _ in range(rng.randint(2, 4))))
    return sorted(words)


def typo(rng, w):
    i = rng.randrange(len(w))
    kind = rng.randrange(4)
    if kind == 0:
        return w[:i] + w[i + 1:]
    if kind == 1:
        return w[:i] + rng.choice("abcdefghijklmnopqrstuvwxyz") + w[i:]
    if kind == 2 and i < len(w) - 1:
        return w[:i] + w[i + 1] + w[i] + w[i + 2:]
    return w[:i] + rng.choice("aeiou") + w[i + 1:]


def levenshtein(a, b):
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]


def osa(a, b):
    d = [[0] * (len(b) + 1) for _ in range(len(a) + 1)]
    for i in range(len(a) + 1):
        d[i][0] = i
    for j in range(len(b) + 1):
        d[0][j] = j
    for i in range(1, len(a) + 1):
        for j in range(1, len(b) + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
    return d[-1][-1]


def jaro_winkler(s, t):
    if s == t:
        return 1.0
    window = max(len(s), len(t)) // 2 - 1
    s_match, t_match = [False] * len(s), [False] * len(t)
    matches = 0
    for i, c in enumerate(s):
        for j in range(max(0, i - window), min(len(t), i + window + 1)):
            if not t_match[j] and t[j] == c:
                s_match[i] = t_match[j] = True
                matches += 1
                break
    if not matches:
        return 0.0
    ts = [c for c, m in zip(t, t_match) if m]
    transpositions = sum(c != ts[k] for k, c in enumerate(c for c, m in zip(s, s_match) if m)) // 2
    jaro = (matches / len(s) + matches / len(t) + (matches - transpositions) / matches) / 3
    prefix = 0
    for a, b in zip(s[:4], t[:4]):
        if a != b:
            break
        prefix += 1
    return jaro + prefix * 0.1 * (1 - jaro)


def trigrams(w):
    w = f"##{w}#"
    return {w[i:i + 3] for i in range(len(w) - 2)}


def soundex(w):
    code = w[1:].translate(SOUNDEX)
    out = [w[0].upper()]
    last = w[0].translate(SOUNDEX)
    for c in code:
        if c != last:
            out.append(c)
        last = c
    return ("".join(out) + "000")[:4]


def suggest(word, vocab_grams, index, k=3):
    grams = trigrams(word)
    cands = set()
    for g in grams:
        cands |= index.get(g, set())
    scored = []
    for c in cands:
        jac = len(grams & vocab_grams[c]) / len(grams | vocab_grams[c])
        if jac < 0.2:
            continue
        scored.append((levenshtein(word, c), osa(word, c), -round(jaro_winkler(word, c), 6), c))
    scored.sort()
    return scored[:k]


def main(vocab_size, queries):
    rng = random.Random(77)
    vocab = make_vocab(rng, vocab_size)
    vocab_grams = {w: trigrams(w) for w in vocab}
    index = defaultdict(set)
    for w, grams in vocab_grams.items():
        for g in grams:
            index[g].add(w)
    hits = top3 = check = 0
    codes = defaultdict(list)
    for w in vocab:
        codes[soundex(w)].append(w)
    for q in range(queries):
        target = rng.choice(vocab)
        wrong = typo(rng, target)
        best = suggest(wrong, vocab_grams, index)
        names = [c for *_, c in best]
        hits += bool(names) and names[0] == target
        top3 += target in names
        check = (check * 17 + sum(d for d, *_ in best) + len(names)) % 1_000_003
        if q < 4:
            print(wrong, "->", best)
    print(f"accuracy {hits / queries:.3f} top3 {top3 / queries:.3f} check {check}")
    print("soundex buckets", len(codes), max(codes.items(), key=lambda kv: (len(kv[1]), kv[0]))[0])


if __name__ == "__main__":
    main(vocab_size=1500, queries=400)  # test: main(vocab_size=120, queries=20)
