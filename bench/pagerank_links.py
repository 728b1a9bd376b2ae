# Benchmark (held-out style, after typical agent code): link analysis on a generated web graph.
# Pages and links come from a seeded random generator (preferential attachment), then PageRank by
# power iteration over dicts of floats with a dangling-node correction, HITS hubs/authorities,
# personalized PageRank from a seed set, in/out degree histograms with collections.Counter,
# convergence tracking with math.fsum, and a ranked report with f-string alignment.
import math
import random
from collections import Counter, defaultdict

TOPICS = ["news", "sport", "tech", "food", "travel", "music", "films", "books", "games", "cars"]


def build_graph(rng, n_pages, links_per_page):
    names = []
    out_links = {}
    targets = []
    for i in range(n_pages):
        name = f"{rng.choice(TOPICS)}/{i:04d}"
        names.append(name)
        links = set()
        if targets:
            for _ in range(rng.randint(0, links_per_page)):
                if rng.random() < 0.7:
                    links.add(rng.choice(targets))
                else:
                    links.add(names[rng.randrange(len(names))])
        links.discard(name)
        out_links[name] = links
        targets.extend(sorted(links))
        targets.append(name)
    # a few back links so that old pages are not all sinks
    for name in names[: n_pages // 3]:
        if rng.random() < 0.5:
            out_links[name].add(rng.choice(names))
            out_links[name].discard(name)
    return names, {name: sorted(links) for name, links in out_links.items()}


def reverse(out_links):
    in_links = defaultdict(list)
    for src, dsts in out_links.items():
        for dst in dsts:
            in_links[dst].append(src)
    return in_links


def pagerank(names, out_links, in_links, damping=0.85, tol=1e-10, max_iter=100, personal=None):
    n = len(names)
    if personal is None:
        teleport = {name: 1.0 / n for name in names}
    else:
        teleport = {name: (1.0 / len(personal) if name in personal else 0.0) for name in names}
    rank = dict(teleport)
    out_degree = {name: len(out_links[name]) for name in names}
    dangling = [name for name in names if out_degree[name] == 0]
    history = []
    for it in range(max_iter):
        sink = damping * math.fsum(rank[d] for d in dangling)
        new = {}
        for name in names:
            total = 0.0
            for src in in_links.get(name, ()):
                total += rank[src] / out_degree[src]
            new[name] = damping * total + (sink + 1.0 - damping) * teleport[name]
        delta = sum(abs(new[k] - rank[k]) for k in names)
        history.append(delta)
        rank = new
        if delta < tol:
            break
    return rank, history


def hits(names, out_links, in_links, rounds=30):
    hub = dict.fromkeys(names, 1.0)
    auth = dict.fromkeys(names, 1.0)
    for _ in range(rounds):
        auth = {p: sum(hub[q] for q in in_links.get(p, ())) for p in names}
        norm = math.sqrt(sum(v * v for v in auth.values())) or 1.0
        auth = {p: v / norm for p, v in auth.items()}
        hub = {p: sum(auth[q] for q in out_links[p]) for p in names}
        norm = math.sqrt(sum(v * v for v in hub.values())) or 1.0
        hub = {p: v / norm for p, v in hub.items()}
    return hub, auth


def top(scores, k):
    return sorted(scores.items(), key=lambda kv: (-kv[1], kv[0]))[:k]


def report(title, rows):
    print(title)
    width = max(len(name) for name, _ in rows)
    for rank, (name, score) in enumerate(rows, 1):
        bar = "#" * int(score * 400)
        print(f"  {rank:>2}. {name:<{width}} {score:9.6f} {bar[:30]}")


def main(n_pages=2300, links=6):
    rng = random.Random(2024)
    names, out_links = build_graph(rng, n_pages, links)
    in_links = reverse(out_links)
    edges = sum(len(v) for v in out_links.values())
    print(f"pages {len(names)} links {edges}")
    indeg = Counter(len(in_links.get(p, ())) for p in names)
    outdeg = Counter(len(out_links[p]) for p in names)
    print("in-degree  ", sorted(indeg.most_common(6)))
    print("out-degree ", sorted(outdeg.most_common(6)))
    rank, history = pagerank(names, out_links, in_links)
    print(f"pagerank converged in {len(history)} iterations, total {math.fsum(rank.values()):.9f}")
    print("  deltas", " ".join(f"{d:.1e}" for d in history[:6]))
    report("top pages", top(rank, 8))
    by_topic = defaultdict(float)
    for name, score in rank.items():
        by_topic[name.split("/")[0]] += score
    print("topic mass", ", ".join(f"{t}={s:.3f}" for t, s in sorted(by_topic.items(),
                                                                        key=lambda kv: -kv[1])))
    seeds = {p for p in names if p.startswith("music/")}
    prank, phist = pagerank(names, out_links, in_links, personal=seeds, tol=1e-8)
    report(f"personalized (music, {len(phist)} iterations)", top(prank, 5))
    hub, auth = hits(names, out_links, in_links)
    report("authorities", top(auth, 5))
    report("hubs", top(hub, 3))
    agree = len({p for p, _ in top(rank, 50)} & {p for p, _ in top(auth, 50)})
    print("pagerank/authority overlap in top 50:", agree)


if __name__ == "__main__":
    main()  # test: main(n_pages=150)
