# Benchmark (held-out style, after typical agent code): git-style blame over a revision history.
# A source file evolves through random commits (inserted, deleted and edited lines, moved
# blocks) by several authors; each revision is diffed against its parent with Myers' O(ND)
# algorithm (a V array per edit distance, backtracked into an edit script), unified diffs with
# three lines of context are rendered, and blame carries each line's origin commit forward.
# Reports: lines per author, the oldest surviving lines, hunk statistics and churn per author.
import random
from collections import Counter, defaultdict
from dataclasses import dataclass, field

AUTHORS = ["ana", "bo", "chen", "dita", "eli", "femi"]
VERBS = ["load", "parse", "emit", "check", "merge", "split", "flush", "store", "fetch", "scan"]
NOUNS = ["config", "buffer", "token", "record", "index", "cache", "frame", "node", "batch", "row"]


@dataclass(frozen=True)
class Commit:
    sha: str
    author: str
    seq: int
    message: str


@dataclass
class Hunk:
    old_start: int
    old_len: int
    new_start: int
    new_len: int
    lines: list = field(default_factory=list)

    def header(self):
        return f"@@ -{self.old_start},{self.old_len} +{self.new_start},{self.new_len} @@"


def myers(a, b):
    """Returns the edit script from a to b as (op, a_index, b_index) with op in '=', '-', '+'."""
    n, m = len(a), len(b)
    maxd = n + m
    off = maxd + 1
    v = [0] * (2 * maxd + 3)
    trace = []
    for d in range(maxd + 1):
        trace.append(v[:])
        for k in range(-d, d + 1, 2):
            if k == -d or (k != d and v[off + k - 1] < v[off + k + 1]):
                x = v[off + k + 1]
            else:
                x = v[off + k - 1] + 1
            y = x - k
            while x < n and y < m and a[x] == b[y]:
                x += 1
                y += 1
            v[off + k] = x
            if x >= n and y >= m:
                return backtrack(trace, a, b, d, off)
    return []


def backtrack(trace, a, b, d_end, off):
    x, y = len(a), len(b)
    script = []
    for d in range(d_end, -1, -1):
        v = trace[d]
        k = x - y
        if d == 0:
            prev_k = 0
        elif k == -d or (k != d and v[off + k - 1] < v[off + k + 1]):
            prev_k = k + 1
        else:
            prev_k = k - 1
        prev_x = v[off + prev_k] if d > 0 else 0
        prev_y = prev_x - prev_k
        while x > prev_x and y > prev_y:
            x -= 1
            y -= 1
            script.append(("=", x, y))
        if d > 0:
            if x == prev_x:
                script.append(("+", x, prev_y))
            else:
                script.append(("-", prev_x, y))
        x, y = prev_x, prev_y
    script.reverse()
    return script


def unified(a, b, script, context=3):
    hunks = []
    changes = [i for i, (op, _, _) in enumerate(script) if op != "="]
    if not changes:
        return hunks
    groups = [[changes[0], changes[0]]]
    for c in changes[1:]:
        if c - groups[-1][1] <= 2 * context:
            groups[-1][1] = c
        else:
            groups.append([c, c])
    for lo, hi in groups:
        lo = max(0, lo - context)
        hi = min(len(script) - 1, hi + context)
        part = script[lo:hi + 1]
        old_start = next((ai for op, ai, _ in part if op != "+"), part[0][1])
        new_start = next((bi for op, _, bi in part if op != "-"), part[0][2])
        h = Hunk(old_start + 1, sum(op != "+" for op, _, _ in part),
                 new_start + 1, sum(op != "-" for op, _, _ in part))
        for op, ai, bi in part:
            if op == "=":
                h.lines.append(" " + a[ai])
            elif op == "-":
                h.lines.append("-" + a[ai])
            else:
                h.lines.append("+" + b[bi])
        hunks.append(h)
    return hunks


def new_line(rng, depth):
    verb, noun = rng.choice(VERBS), rng.choice(NOUNS)
    kind = rng.random()
    pad = "    " * depth
    if kind < 0.5:
        return f"{pad}{noun}_{rng.randint(0, 99)} = {verb}({noun}, {rng.randint(0, 9)})"
    if kind < 0.8:
        return f"{pad}if {noun}.{verb}_ok():"
    return f"{pad}return {verb}_{noun}()"


def mutate(rng, lines):
    out = list(lines)
    for _ in range(rng.randint(1, 6)):
        r = rng.random()
        pos = rng.randint(0, len(out))
        if r < 0.4 or len(out) < 10:
            out[pos:pos] = [new_line(rng, rng.randint(0, 2)) for _ in range(rng.randint(1, 4))]
        elif r < 0.65:
            del out[pos:pos + rng.randint(1, 3)]
        elif r < 0.9:
            i = min(pos, len(out) - 1)
            out[i] = out[i].replace("(", "(self, ", 1) if "(" in out[i] else out[i] + "  # fixme"
        else:
            block = out[pos:pos + 3]
            del out[pos:pos + 3]
            dest = rng.randint(0, len(out))
            out[dest:dest] = block
    return out


def main(commits=420, start_lines=90):
    rng = random.Random(2020)
    root = Commit("c0000", "ana", 0, "initial import")
    lines = [new_line(rng, i % 3) for i in range(start_lines)]
    blame = [root] * len(lines)
    history = [root]
    churn = defaultdict(lambda: [0, 0])
    hunk_sizes = Counter()
    diff_lines = 0
    for seq in range(1, commits + 1):
        author = AUTHORS[(seq * 7 + rng.randint(0, 2)) % len(AUTHORS)]
        new = mutate(rng, lines)
        commit = Commit(f"c{seq:04x}", author, seq, f"{rng.choice(VERBS)} {rng.choice(NOUNS)}")
        script = myers(lines, new)
        new_blame = [None] * len(new)
        for op, ai, bi in script:
            if op == "=":
                new_blame[bi] = blame[ai]
            elif op == "+":
                new_blame[bi] = commit
                churn[author][0] += 1
            else:
                churn[author][1] += 1
        assert all(c is not None for c in new_blame)
        for h in unified(lines, new, script):
            hunk_sizes[min(h.new_len, 12)] += 1
            diff_lines += len(h.lines) + 1
            if seq % 40 == 0 and h is not None:
                print(f"{commit.sha} {h.header()} {len(h.lines)} lines")
        lines, blame = new, new_blame
        history.append(commit)
    per_author = Counter(c.author for c in blame)
    print(f"final: {len(lines)} lines, {len(history)} commits, {diff_lines} diff lines")
    for author, n in sorted(per_author.items(), key=lambda kv: (-kv[1], kv[0])):
        added, removed = churn[author]
        print(f"  {author:5} {n:4} lines  +{added} -{removed}")
    oldest = sorted(range(len(lines)), key=lambda i: (blame[i].seq, i))[:5]
    for i in oldest:
        c = blame[i]
        print(f"  {c.sha} ({c.author:5} {c.seq:3}) {i + 1:4}: {lines[i].strip()[:40]}")
    print("hunk sizes:", sorted(hunk_sizes.items()))
    ages = [len(history) - 1 - c.seq for c in blame]
    print(f"mean age {sum(ages) / len(ages):.2f}, max age {max(ages)}")


if __name__ == "__main__":
    main()  # test: main(commits=12, start_lines=20)
