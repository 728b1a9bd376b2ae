import json
import textwrap
from collections import Counter

RESULTS = json.loads('''[
 {"model": "small", "task": "qa", "score": 0.712, "latency_ms": 120},
 {"model": "small", "task": "summarize", "score": 0.655, "latency_ms": 340},
 {"model": "large", "task": "qa", "score": 0.884, "latency_ms": 610},
 {"model": "large", "task": "summarize", "score": 0.801, "latency_ms": 1250},
 {"model": "medium", "task": "qa", "score": 0.799, "latency_ms": 300}
]''')

def md_table(rows, cols):
    widths = {c: max(len(c), *(len(str(r[c])) for r in rows)) for c in cols}
    head = "| " + " | ".join(c.ljust(widths[c]) for c in cols) + " |"
    sep = "|" + "|".join("-" * (widths[c] + 2) for c in cols) + "|"
    body = ["| " + " | ".join(str(r[c]).rjust(widths[c]) if isinstance(r[c], (int, float)) else str(r[c]).ljust(widths[c]) for c in cols) + " |" for r in rows]
    return "\n".join([head, sep] + body)

def main():
    rows = sorted(RESULTS, key=lambda r: (-r["score"], r["model"]))
    print(md_table(rows, ["model", "task", "score", "latency_ms"]))
    print(Counter(r["model"] for r in RESULTS))
    best = {}
    for r in RESULTS:
        if r["task"] not in best or r["score"] > best[r["task"]]["score"]:
            best[r["task"]] = r
    for task, r in best.items():
        print(f"best for {task}: {r['model']} ({r['score']:.1%}, {r['latency_ms'] / 1000:.2f}s)")
    note = "Scores are averaged over three seeds; latency is the median over 100 requests measured on a single GPU."
    print(textwrap.fill(note, 40, initial_indent="> ", subsequent_indent="> "))

main()
