# Benchmark (held-out style, after typical agent code): a text layout engine. Paragraphs are
# generated, then laid out four ways: greedy left-aligned wrapping, full justification with the
# extra spaces spread round-robin, minimum-raggedness wrapping by dynamic programming over line
# breaks (squared slack), and textwrap.fill with an indent; boxed tables and centered headings
# use str.center/ljust/rjust; simple hyphenation splits long words at vowel-consonant pairs.
import random
import textwrap

VOWELS = set("aeiou")
ROOTS = ["inter", "national", "ize", "tion", "struct", "ure", "com", "put", "er", "graph", "ical",
         "data", "base", "net", "work", "ing", "pro", "cess", "or", "micro", "scope", "a", "lay",
         "out", "text", "book", "keep", "word", "line", "page"]


def make_word(rng):
    return "".join(rng.choice(ROOTS) for _ in range(rng.choice([1, 1, 1, 2, 2, 3])))


def make_paragraph(rng, n_words):
    words = [make_word(rng) for _ in range(n_words)]
    words[0] = words[0].capitalize()
    for i in range(7, n_words, rng.randint(6, 12)):
        words[i] += rng.choice([",", ".", ";"])
    return " ".join(words) + "."


def hyphenate(word, room):
    # Split at the last vowel->consonant boundary that fits in `room` (counting the hyphen).
    best = -1
    for i in range(2, min(len(word) - 2, room - 1) + 1):
        if word[i - 1] in VOWELS and word[i] not in VOWELS:
            best = i
    if best < 0:
        return None
    return word[:best] + "-", word[best:]


def greedy(words, width, hyphens=True):
    lines, current, length = [], [], 0
    queue = list(words)
    queue.reverse()
    while queue:
        word = queue.pop()
        extra = len(word) + (1 if current else 0)
        if length + extra <= width:
            current.append(word)
            length += extra
            continue
        room = width - length - (1 if current else 0)
        split = hyphenate(word, room) if hyphens and room >= 4 else None
        if split:
            current.append(split[0])
            queue.append(split[1])
        else:
            queue.append(word)
        lines.append(current)
        current, length = [], 0
        if not lines[-1]:
            lines.pop()
            current, length = [queue.pop()], len(word)
    if current:
        lines.append(current)
    return lines


def justify(lines, width):
    out = []
    for idx, words in enumerate(lines):
        if idx == len(lines) - 1 or len(words) == 1:
            out.append(" ".join(words).ljust(width))
            continue
        gaps = len(words) - 1
        spaces = width - sum(len(w) for w in words)
        base, extra = divmod(spaces, gaps)
        parts = []
        for i, w in enumerate(words[:-1]):
            parts.append(w)
            parts.append(" " * (base + (1 if i < extra else 0)))
        parts.append(words[-1])
        out.append("".join(parts))
    return out


def min_raggedness(words, width):
    n = len(words)
    lengths = [len(w) for w in words]
    cost = [0] + [float("inf")] * n
    breaks = [0] * (n + 1)
    for j in range(1, n + 1):
        line_len = -1
        for i in range(j, 0, -1):
            line_len += lengths[i - 1] + 1
            if line_len > width:
                break
            slack = 0 if j == n else (width - line_len) ** 2
            c = cost[i - 1] + slack
            if c < cost[j]:
                cost[j] = c
                breaks[j] = i - 1
    lines = []
    j = n
    while j > 0:
        i = breaks[j]
        lines.append(words[i:j])
        j = i
    lines.reverse()
    return lines, cost[n]


def boxed(title, lines, width):
    top = "+" + "-" * (width + 2) + "+"
    body = [top, "| " + title.center(width) + " |", top]
    body += ["| " + line.ljust(width) + " |" for line in lines]
    body.append(top)
    return body


def main(n_paragraphs=140, widths=(28, 40, 60)):
    rng = random.Random(8080)
    paragraphs = [make_paragraph(rng, rng.randint(60, 140)) for _ in range(n_paragraphs)]
    totals = {}
    checksum = 0
    for p_idx, para in enumerate(paragraphs):
        words = para.split()
        for width in widths:
            g = greedy(words, width)
            just = justify(g, width)
            assert all(len(line) == width for line in just)
            r_lines, r_cost = min_raggedness([w for w in words if len(w) <= width], width)
            wrapped = textwrap.fill(para, width=width, initial_indent="  ", subsequent_indent="    ")
            key = width
            t = totals.setdefault(key, [0, 0, 0, 0])
            t[0] += len(g)
            t[1] += len(r_lines)
            t[2] += r_cost
            t[3] += wrapped.count("\n") + 1
            for line in just:
                checksum = (checksum * 131 + hash(line.count(" "))) % 1000003
            if p_idx == 0 and width == widths[0]:
                print("\n".join(boxed("Justified", just[:6], width)))
                print("\n".join(boxed("Min raggedness", [" ".join(l) for l in r_lines[:6]], width)))
                print(wrapped.split("\n")[0])
    print(f"{'width':>5} {'greedy':>7} {'optimal':>7} {'cost':>9} {'textwrap':>8}")
    for width in widths:
        g, r, cost, tw = totals[width]
        print(f"{width:>5} {g:>7} {r:>7} {cost:>9} {tw:>8}")
    print("checksum", checksum)
    print("shortened:", textwrap.shorten(paragraphs[1], width=60, placeholder=" [...]"))
    print("dedent:", repr(textwrap.dedent("    a\n      b\n    c")))


if __name__ == "__main__":
    main()  # test: main(n_paragraphs=4)
