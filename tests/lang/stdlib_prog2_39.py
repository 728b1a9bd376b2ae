from typing import List, Sequence, Any
import textwrap


def render_table(headers: Sequence[str], rows: List[Sequence[Any]]) -> str:
    cols = list(zip(headers, *rows))
    widths = [max(len(str(x)) for x in col) for col in cols]
    def fmt(row):
        return "| " + " | ".join(str(v).ljust(w) if isinstance(v, str) else str(v).rjust(w)
                                 for v, w in zip(row, widths)) + " |"
    sep = "|" + "|".join("-" * (w + 2) for w in widths) + "|"
    return "\n".join([fmt(headers), sep] + [fmt(r) for r in rows])


rows = [
    ("alpha", 1, 3.14159),
    ("beta-longer-name", 22, 2.5),
    ("gamma", 333, -0.001),
]
print(render_table(["name", "count", "ratio"], rows))
print()
print(f"{'left':<10}|{'center':^10}|{'right':>10}|")
print(f"{3.14159:.2f} {1234567:,} {0.256:.1%} {42:08.3f} {255:#x} {255:b} {1e6:e} {12:+d}")
print(f"{'trunc':.3} {'pad':*^9} {-7:05d} {1/3:.10g} {123456789.0:g}")
para = textwrap.dedent("""\
    Summary:
        - item one is here
        - item two is longer and will need wrapping at some point soon
    """)
print(para)
for line in para.splitlines():
    if line.strip().startswith("-"):
        print(textwrap.fill(line.strip(), width=30, subsequent_indent="  "))
print("%-8s|%5.1f|%03d" % ("x", 2.25, 7))
print("{0}-{1}-{0}".format("a", "b"), "{name}:{val:>5}".format(name="k", val=12))
