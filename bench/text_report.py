# Benchmark (held-out style, after typical agent code): text processing of generated prose.
# Measures str.split/strip/lower/replace/startswith/join, collections.Counter and defaultdict,
# textwrap.fill, sorted() with key=lambda on (count, word) pairs and f-strings with widths.
import textwrap
from collections import Counter, defaultdict

WORDS = ("alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron "
         "pi rho sigma tau upsilon phi chi psi omega the of and to in is it that for on").split()


def make_text(n, seed):
    x = seed
    out = []
    for i in range(n):
        x = (x * 69069 + 1) & 0xFFFFFFFF
        w = WORDS[(x >> 8) % len(WORDS)]
        if (x >> 4) % 11 == 0:
            w = w.capitalize()
        if (x >> 3) % 13 == 0:
            w += ","
        elif (x >> 5) % 17 == 0:
            w += "."
        out.append(w)
    return " ".join(out)


def analyse(text):
    counts = Counter()
    by_initial = defaultdict(list)
    lengths = defaultdict(int)
    for sentence in text.split("."):
        sentence = sentence.strip()
        if not sentence:
            continue
        for raw in sentence.split():
            w = raw.strip(",.;").lower()
            if not w:
                continue
            counts[w] += 1
            lengths[len(w)] += 1
            if w.startswith(("a", "e", "i", "o", "u")):
                by_initial[w[0]].append(w)
    return counts, by_initial, lengths


def report(counts, by_initial, lengths):
    lines = []
    top = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:8]
    for word, n in top:
        lines.append(f"{word:>10} | {n:6d} | {'#' * (n // 200)}")
    for k in sorted(by_initial):
        lines.append(f"{k}: {len(by_initial[k]):5d} {len(set(by_initial[k])):3d}")
    for k in sorted(lengths):
        lines.append(f"len {k:2d}: {lengths[k]:6d}")
    return lines


def main():
    for seed in range(13):
        text = make_text(60000, seed)
        counts, by_initial, lengths = analyse(text)
        for line in report(counts, by_initial, lengths):
            print(line)
        para = text[:2000].replace(",", ";").replace(" the ", " THE ")
        wrapped = textwrap.fill(para, width=72)
        print(len(wrapped.splitlines()), wrapped.count("THE"), counts.most_common(3))


main()
