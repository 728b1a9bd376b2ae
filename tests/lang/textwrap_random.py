# textwrap: seeded randomized differential test of wrap/fill/shorten/dedent/indent over random
# texts (words, hyphens, em-dashes, tabs, newlines, sentence ends, long words) and random options.
import textwrap

state = [12345]


def rnd(n):
    # A small linear congruential generator, so the inputs do not depend on the random module.
    state[0] = (state[0] * 1103515245 + 12345) % 2147483648
    return (state[0] >> 8) % n


PIECES = ["a", "an", "the", "word", "longer", "Hello.", "end!", "why?", "x-ray", "well-known",
          "e-mail", "--", "---", "a--b", "-dash", "trail-", "re-re-re", "12-34", "ab-cd-ef-gh",
          "supercalifragilistic", "aaaaaaaaaaaaaaaaaaaaaaaa", "héllo", "straße", "\"quote\"",
          "it's", "x,y", "1.5", "-", "  ", " ", "\t", "\n", "\n\n", "\r", "\x0b", "\x0c", ".",
          "Mr.", "ok.", "!"]


def rand_text():
    parts = []
    for i in range(rnd(25) + 1):
        parts.append(PIECES[rnd(len(PIECES))])
        if rnd(3):
            parts.append(" " * (rnd(3) + 1) if rnd(4) else "\t")
    return "".join(parts)


def rand_opts():
    opts = {}
    if rnd(3) == 0:
        opts["initial_indent"] = ["", "* ", ">>> ", "\t"][rnd(4)]
    if rnd(3) == 0:
        opts["subsequent_indent"] = ["", "  ", "-- "][rnd(3)]
    for key in ("break_long_words", "break_on_hyphens", "drop_whitespace", "expand_tabs",
                "replace_whitespace", "fix_sentence_endings"):
        if rnd(4) == 0:
            opts[key] = bool(rnd(2))
    if rnd(4) == 0:
        opts["tabsize"] = rnd(9)
    if rnd(4) == 0:
        opts["max_lines"] = rnd(4) + 1
        if rnd(2):
            opts["placeholder"] = [" ...", "~", " [more]", ""][rnd(4)]
    return opts


def attempt(fn):
    try:
        return fn()
    except ValueError as e:
        return "ValueError: " + str(e)


for trial in range(400):
    text = rand_text()
    opts = rand_opts()
    # CPython loops forever when an indent fills the whole width, so keep one column free.
    width = rnd(30) + 1 + max(len(opts.get("initial_indent", "")),
                              len(opts.get("subsequent_indent", "")))
    print(trial, width, sorted(opts.items()))
    print(attempt(lambda: textwrap.wrap(text, width, **opts)))
    if trial % 4 == 0:
        print(repr(attempt(lambda: textwrap.fill(text, width, **opts))))
    if trial % 3 == 0:
        sopts = {k: v for k, v in opts.items() if k not in ("max_lines",)}
        print(repr(attempt(lambda: textwrap.shorten(text, width + 5, **sopts))))

for trial in range(60):
    lines = []
    for i in range(rnd(6) + 1):
        lead = ["", " ", "  ", "    ", "\t", " \t", "\t ", "        "][rnd(8)]
        body = ["x", "code()", "", "  ", "\t", "y z"][rnd(6)]
        lines.append(lead + body)
    text = "\n".join(lines) + ("\n" if rnd(2) else "")
    print(repr(textwrap.dedent(text)))
    pred = [None, lambda s: s.strip() != "", lambda s: True, lambda s: s.startswith(" ")][rnd(4)]
    print(repr(textwrap.indent(text, ["> ", "", "\t"][rnd(3)], pred)))
