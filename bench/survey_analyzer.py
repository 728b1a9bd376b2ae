# Benchmark (held-out style, after typical agent code): a customer-survey analyzer. Seeded
# respondents answer Likert questions, an NPS question, multi-select checkboxes and a free-text
# comment; responses arrive as CSV text parsed with the csv module; invalid rows are rejected
# with reasons; the report computes per-question statistics (mean, median, stdev, top-2 box),
# NPS by segment, cross-tabs of segment x satisfaction, Pearson correlations between questions,
# checkbox co-occurrence with itertools.combinations and the most frequent comment words.
import csv
import io
import math
import random
import re
import statistics
from collections import Counter, defaultdict
from itertools import combinations

QUESTIONS = ["ease", "speed", "support", "price", "docs", "reliability"]
SEGMENTS = ["startup", "smb", "enterprise", "education", "government"]
FEATURES = ["api", "dashboard", "alerts", "export", "sso", "mobile", "webhooks", "reports"]
PHRASES = ["love the dashboard", "support was slow", "pricing is confusing", "great api docs",
           "exports keep failing", "mobile app crashes", "sso setup was painless", "alerts are noisy",
           "would recommend to colleagues", "reports need more filters", "fast and reliable",
           "billing page is broken", "onboarding took too long", "webhooks work great"]
STOP = {"the", "is", "was", "to", "and", "are", "too", "need", "more", "keep", "took", "work"}
WORD_RE = re.compile(r"[a-z']+")


def make_csv(n, rng):
    buf = io.StringIO()
    w = csv.writer(buf)
    w.writerow(["id", "segment", *QUESTIONS, "nps", "features", "comment"])
    for i in range(n):
        seg = rng.choice(SEGMENTS)
        mood = rng.gauss(0.4 if seg != "government" else -0.2, 1.0)
        row = [i, seg]
        for q in QUESTIONS:
            v = round(3 + mood + rng.gauss(0, 0.9))
            row.append(min(5, max(1, v)) if rng.random() > 0.03 else rng.choice(["", "n/a", "7"]))
        row.append(min(10, max(0, round(7 + 1.8 * mood + rng.gauss(0, 1.5)))))
        row.append(";".join(sorted(rng.sample(FEATURES, rng.randint(0, 4)))))
        k = rng.randint(0, 3)
        row.append(". ".join(rng.choice(PHRASES).capitalize() for _ in range(k)))
        w.writerow(row)
    return buf.getvalue()


class Rejected(ValueError):
    pass


def parse(text):
    good, bad = [], Counter()
    reader = csv.DictReader(io.StringIO(text))
    for rec in reader:
        try:
            scores = {}
            for q in QUESTIONS:
                raw = rec[q].strip()
                if not raw:
                    raise Rejected(f"missing {q}")
                if not raw.isdigit():
                    raise Rejected("not a number")
                v = int(raw)
                if not 1 <= v <= 5:
                    raise Rejected("out of range")
                scores[q] = v
            good.append({"id": int(rec["id"]), "segment": rec["segment"], "scores": scores,
                         "nps": int(rec["nps"]), "features": [f for f in rec["features"].split(";") if f],
                         "comment": rec["comment"]})
        except Rejected as e:
            bad[str(e).split()[0]] += 1
    return good, bad


def nps(values):
    if not values:
        return 0.0
    pro = sum(1 for v in values if v >= 9)
    det = sum(1 for v in values if v <= 6)
    return 100.0 * (pro - det) / len(values)


def pearson(xs, ys):
    mx, my = statistics.fmean(xs), statistics.fmean(ys)
    sxy = sum((x - mx) * (y - my) for x, y in zip(xs, ys))
    sxx = sum((x - mx) ** 2 for x in xs)
    syy = sum((y - my) ** 2 for y in ys)
    return sxy / math.sqrt(sxx * syy) if sxx and syy else 0.0


def main(n=4000, seed=31):
    rng = random.Random(seed)
    text = make_csv(n, rng)
    rows, bad = parse(text)
    print(f"rows {len(rows)} rejected {sum(bad.values())} {dict(sorted(bad.items()))}")
    for q in QUESTIONS:
        vals = [r["scores"][q] for r in rows]
        top2 = sum(1 for v in vals if v >= 4) / len(vals)
        print(f"  {q:<12} mean={statistics.mean(vals):.3f} median={statistics.median(vals)} "
              f"sd={statistics.stdev(vals):.3f} top2={top2:.1%} mode={statistics.mode(vals)}")
    by_seg = defaultdict(list)
    for r in rows:
        by_seg[r["segment"]].append(r)
    print(f"NPS overall {nps([r['nps'] for r in rows]):+.1f}")
    for seg in SEGMENTS:
        rs = by_seg[seg]
        sat = Counter(round(statistics.fmean(r["scores"].values())) for r in rs)
        cells = " ".join(f"{k}:{sat.get(k, 0):3d}" for k in range(1, 6))
        print(f"  {seg:<11} n={len(rs):4d} nps={nps([r['nps'] for r in rs]):+6.1f} | {cells}")
    cols = {q: [r["scores"][q] for r in rows] for q in QUESTIONS}
    npsv = [r["nps"] for r in rows]
    corr = sorted(((pearson(cols[a], cols[b]), a, b) for a, b in combinations(QUESTIONS, 2)), reverse=True)
    for c, a, b in corr[:3]:
        print(f"  corr {a}-{b} {c:.3f}")
    drivers = sorted(QUESTIONS, key=lambda q: -pearson(cols[q], npsv))
    print("nps drivers", drivers[:3])
    pairs = Counter()
    for r in rows:
        for pair in combinations(r["features"], 2):
            pairs[pair] += 1
    print("co-used", [(f"{a}+{b}", k) for (a, b), k in pairs.most_common(4)])
    words = Counter()
    for r in rows:
        for w in WORD_RE.findall(r["comment"].lower()):
            if w not in STOP and len(w) > 2:
                words[w] += 1
    print("words", words.most_common(6))
    detractor_words = Counter(w for r in rows if r["nps"] <= 6
                              for w in sorted(set(WORD_RE.findall(r["comment"].lower()))) if w not in STOP)
    print("detractors say", sorted(detractor_words.most_common(5)))
    q = statistics.quantiles(npsv, n=4)
    print("nps quartiles", q, "pvariance", round(statistics.pvariance(npsv), 4))


if __name__ == "__main__":
    main()  # test: main(n=120)
