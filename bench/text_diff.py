# Benchmark (held-out style, after typical agent code): line-based text diffing and patching.
# Documents are generated and mutated (insert/delete/replace lines, word edits), diffed with
# a Myers O(ND) shortest-edit-script (dict-indexed V array, trace of copies, backtracking)
# and with a classic LCS dynamic-programming table for small inputs, grouped into unified-diff
# hunks with context, printed in `diff -u` format, parsed back from the text with re, applied
# as a patch (with a PatchError on mismatch) and checked to reproduce the target; also a word-
# level diff of changed lines and a similarity ratio. Dataclasses, Enum tags, generators.
from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from enum import Enum
from typing import Iterator, List, Sequence, Tuple


class Op(Enum):
    EQUAL = " "
    DELETE = "-"
    INSERT = "+"


@dataclass(frozen=True)
class Edit:
    op: Op
    old_index: int
    new_index: int
    text: str


@dataclass
class Hunk:
    old_start: int
    old_len: int
    new_start: int
    new_len: int
    lines: List[str] = field(default_factory=list)

    def header(self) -> str:
        return f"@@ -{self.old_start + 1},{self.old_len} +{self.new_start + 1},{self.new_len} @@"


class PatchError(Exception):
    pass


def myers(a: Sequence[str], b: Sequence[str]) -> List[Edit]:
    n, m = len(a), len(b)
    max_d = n + m
    v = {1: 0}
    trace = []
    for d in range(max_d + 1):
        trace.append(dict(v))
        for k in range(-d, d + 1, 2):
            if k == -d or (k != d and v[k - 1] < v[k + 1]):
                x = v[k + 1]
            else:
                x = v[k - 1] + 1
            y = x - k
            while x < n and y < m and a[x] == b[y]:
                x += 1
                y += 1
            v[k] = x
            if x >= n and y >= m:
                return backtrack(trace, a, b, d)
    raise AssertionError("unreachable")


def backtrack(trace: List[dict], a: Sequence[str], b: Sequence[str], d_end: int) -> List[Edit]:
    x, y = len(a), len(b)
    edits: List[Edit] = []
    for d in range(d_end, -1, -1):
        v = trace[d]
        k = x - y
        if k == -d or (k != d and v.get(k - 1, -1) < v.get(k + 1, -1)):
            prev_k = k + 1
        else:
            prev_k = k - 1
        prev_x = v.get(prev_k, 0)
        prev_y = prev_x - prev_k
        while x > prev_x and y > prev_y:
            x -= 1
            y -= 1
            edits.append(Edit(Op.EQUAL, x, y, a[x]))
        if d > 0:
            if x == prev_x:
                edits.append(Edit(Op.INSERT, x, prev_y, b[prev_y]))
            else:
                edits.append(Edit(Op.DELETE, prev_x, y, a[prev_x]))
        x, y = prev_x, prev_y
    edits.reverse()
    return edits


def lcs_length(a: Sequence[str], b: Sequence[str]) -> int:
    prev = [0] * (len(b) + 1)
    for x in a:
        cur = [0]
        for j, y in enumerate(b, 1):
            cur.append(prev[j - 1] + 1 if x == y else max(prev[j], cur[j - 1]))
        prev = cur
    return prev[-1]


def hunks(edits: List[Edit], context: int = 3) -> Iterator[Hunk]:
    changes = [i for i, e in enumerate(edits) if e.op is not Op.EQUAL]
    if not changes:
        return
    groups: List[List[int]] = [[changes[0]]]
    for i in changes[1:]:
        if i - groups[-1][-1] <= 2 * context:
            groups[-1].append(i)
        else:
            groups.append([i])
    for g in groups:
        lo = max(0, g[0] - context)
        hi = min(len(edits), g[-1] + context + 1)
        chunk = edits[lo:hi]
        first = chunk[0]
        old_len = sum(1 for e in chunk if e.op is not Op.INSERT)
        new_len = sum(1 for e in chunk if e.op is not Op.DELETE)
        yield Hunk(first.old_index, old_len, first.new_index, new_len,
                   [f"{e.op.value}{e.text}" for e in chunk])


def unified(old_name: str, new_name: str, a: List[str], b: List[str]) -> str:
    out = [f"--- {old_name}", f"+++ {new_name}"]
    for h in hunks(myers(a, b)):
        out.append(h.header())
        out.extend(h.lines)
    return "\n".join(out) + "\n"


HUNK_RE = re.compile(r"^@@ -(\d+),(\d+) \+(\d+),(\d+) @@$")


def parse_patch(text: str) -> List[Hunk]:
    result: List[Hunk] = []
    for line in text.splitlines():
        if line.startswith(("---", "+++")):
            continue
        m = HUNK_RE.match(line)
        if m:
            o, ol, n, nl = map(int, m.groups())
            result.append(Hunk(o - 1, ol, n - 1, nl))
        elif result:
            result[-1].lines.append(line)
        else:
            raise PatchError(f"garbage before first hunk: {line!r}")
    return result


def apply_patch(lines: List[str], patch: List[Hunk]) -> List[str]:
    out: List[str] = []
    pos = 0
    for h in patch:
        if h.old_start < pos:
            raise PatchError(f"overlapping hunk at {h.old_start + 1}")
        out.extend(lines[pos:h.old_start])
        pos = h.old_start
        for line in h.lines:
            tag, text = line[0], line[1:]
            if tag in " -":
                if pos >= len(lines) or lines[pos] != text:
                    raise PatchError(f"hunk {h.header()} does not apply at line {pos + 1}")
                pos += 1
            if tag in " +":
                out.append(text)
    out.extend(lines[pos:])
    return out


WORDS = ("alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron "
         "pi rho sigma tau upsilon phi chi psi omega").split()


def make_doc(rng: random.Random, n: int) -> List[str]:
    return [" ".join(rng.choices(WORDS, k=rng.randint(3, 9))) for _ in range(n)]


def mutate(rng: random.Random, doc: List[str], edits: int) -> List[str]:
    new = doc[:]
    for _ in range(edits):
        i = rng.randrange(len(new) + 1)
        kind = rng.random()
        if kind < 0.35 and i < len(new):
            del new[i]
        elif kind < 0.7:
            new.insert(i, " ".join(rng.choices(WORDS, k=5)))
        elif i < len(new):
            words = new[i].split()
            words[rng.randrange(len(words))] = rng.choice(WORDS).upper()
            new[i] = " ".join(words)
    return new


def word_diff(old: str, new: str) -> str:
    parts = []
    for e in myers(old.split(), new.split()):
        if e.op is Op.EQUAL:
            parts.append(e.text)
        elif e.op is Op.DELETE:
            parts.append(f"[-{e.text}-]")
        else:
            parts.append(f"{{+{e.text}+}}")
    return " ".join(parts)


def ratio(a: List[str], b: List[str]) -> float:
    common = sum(1 for e in myers(a, b) if e.op is Op.EQUAL)
    return 2.0 * common / (len(a) + len(b)) if a or b else 1.0


def main(docs: int, length: int, edits: int) -> None:
    rng = random.Random(314)
    total_hunks = total_plus = total_minus = 0
    digest = 0
    sample = ""
    for i in range(docs):
        a = make_doc(rng, length)
        b = mutate(rng, a, edits)
        text = unified(f"a/doc{i}.txt", f"b/doc{i}.txt", a, b)
        patch = parse_patch(text)
        assert apply_patch(a, patch) == b
        if i < 3:
            assert lcs_length(a, b) == sum(1 for e in myers(a, b) if e.op is Op.EQUAL)
        total_hunks += len(patch)
        body = [ln for h in patch for ln in h.lines]
        total_plus += sum(1 for ln in body if ln.startswith("+"))
        total_minus += sum(1 for ln in body if ln.startswith("-"))
        for ch in text:
            digest = (digest * 31 + ord(ch)) % 1_000_000_007
        if i == 0:
            sample = "\n".join(text.splitlines()[:8])
        try:
            apply_patch(b, patch)
        except PatchError:
            pass
        else:
            digest ^= 1
    print(sample)
    print(f"docs={docs} hunks={total_hunks} +{total_plus} -{total_minus} digest={digest}")
    a = make_doc(rng, 40)
    print(f"similarity={ratio(a, mutate(rng, a, 6)):.4f} identical={ratio(a, a):.4f}")
    print(word_diff("the quick brown fox jumps over the lazy dog",
                    "the quick red fox leaps over the dog today"))
    try:
        parse_patch("oops\n@@ -1,1 +1,1 @@\n x\n")
    except PatchError as exc:
        print(f"PatchError: {exc}")


if __name__ == "__main__":
    main(docs=120, length=300, edits=25)  # test: main(docs=4, length=60, edits=6)
