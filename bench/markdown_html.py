# Benchmark (held-out style, after typical agent code): a markdown-to-HTML converter. Block
# parsing with str.startswith/strip/lstrip/split, inline markup (**bold**, *em*, `code`,
# [links](url)) with str.find and slicing, HTML escaping with str.replace, lists of lines
# joined with "\n".join, a table of contents with a slug function, and word statistics.

WORDS = ("the quick brown fox jumps over lazy dog data model python code test value list "
         "parser token stream block inline header table link image render output").split()


def make_doc(n_sections, seed):
    x = seed
    lines = []

    def rnd():
        nonlocal x
        x = (x * 1103515245 + 12345) & 0x7FFFFFFF
        return x >> 8

    for s in range(n_sections):
        lines.append("#" * (1 + rnd() % 3) + " Section " + str(s) + " " + WORDS[rnd() % len(WORDS)])
        lines.append("")
        for p in range(1 + rnd() % 3):
            words = []
            for w in range(8 + rnd() % 20):
                word = WORDS[rnd() % len(WORDS)]
                k = rnd() % 17
                if k == 0:
                    word = "**" + word + "**"
                elif k == 1:
                    word = "*" + word + "*"
                elif k == 2:
                    word = "`" + word + "<x>`"
                elif k == 3:
                    word = "[" + word + "](http://e.com/" + word + ")"
                elif k == 4:
                    word += " & " + WORDS[rnd() % len(WORDS)]
                words.append(word)
            lines.append(" ".join(words))
            lines.append("")
        if rnd() % 2:
            for i in range(2 + rnd() % 4):
                lines.append(("- " if rnd() % 2 else "1. ") + " ".join(
                    WORDS[rnd() % len(WORDS)] for _ in range(4)))
            lines.append("")
        if rnd() % 3 == 0:
            lines.append("```")
            for i in range(3):
                lines.append("    x = f(y) < 3 && z > 2")
            lines.append("```")
            lines.append("")
    return "\n".join(lines)


def escape(s):
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def slug(text):
    out = []
    for ch in text.lower():
        if ch.isalnum():
            out.append(ch)
        elif ch in " -" and out and out[-1] != "-":
            out.append("-")
    return "".join(out).strip("-")


def inline(text):
    out = []
    i = 0
    n = len(text)
    while i < n:
        c = text[i]
        if c == "`":
            j = text.find("`", i + 1)
            if j > 0:
                out.append("<code>" + escape(text[i + 1:j]) + "</code>")
                i = j + 1
                continue
        elif text.startswith("**", i):
            j = text.find("**", i + 2)
            if j > 0:
                out.append("<strong>" + inline(text[i + 2:j]) + "</strong>")
                i = j + 2
                continue
        elif c == "*":
            j = text.find("*", i + 1)
            if j > 0:
                out.append("<em>" + inline(text[i + 1:j]) + "</em>")
                i = j + 1
                continue
        elif c == "[":
            j = text.find("](", i)
            k = text.find(")", j) if j > 0 else -1
            if j > 0 and k > 0:
                out.append('<a href="%s">%s</a>' % (text[j + 2:k], escape(text[i + 1:j])))
                i = k + 1
                continue
        j = i + 1
        while j < n and text[j] not in "`*[":
            j += 1
        out.append(escape(text[i:j]))
        i = j
    return "".join(out)


def convert(doc):
    html = []
    toc = []
    para = []
    list_kind = None
    in_code = False

    def flush():
        nonlocal list_kind
        if para:
            html.append("<p>" + inline(" ".join(para)) + "</p>")
            para.clear()
        if list_kind:
            html.append("</%s>" % list_kind)
            list_kind = None

    for line in doc.split("\n"):
        if line.strip() == "```":
            if in_code:
                html.append("</code></pre>")
                in_code = False
            else:
                flush()
                html.append("<pre><code>")
                in_code = True
            continue
        if in_code:
            html.append(escape(line.strip()))
            continue
        stripped = line.strip()
        if not stripped:
            flush()
        elif stripped.startswith("#"):
            flush()
            level = len(stripped) - len(stripped.lstrip("#"))
            title = stripped[level:].strip()
            anchor = slug(title)
            toc.append((level, title, anchor))
            html.append(f'<h{level} id="{anchor}">{inline(title)}</h{level}>')
        elif stripped.startswith(("- ", "* ")) or stripped[:1].isdigit() and ". " in stripped[:4]:
            kind = "ul" if stripped[0] in "-*" else "ol"
            if list_kind != kind:
                flush()
                html.append("<%s>" % kind)
                list_kind = kind
            item = stripped.split(" ", 1)[1]
            html.append("<li>" + inline(item) + "</li>")
        else:
            para.append(stripped)
    flush()
    return "\n".join(html), toc


def main():
    total = 0
    tags = {}
    for rep in range(30):
        doc = make_doc(250, 17 + rep)
        html, toc = convert(doc)
        total += len(html)
        for t in ("<p>", "<strong>", "<em>", "<code>", "<a ", "<li>", "<h1", "<h2", "<h3"):
            tags[t] = tags.get(t, 0) + html.count(t)
        if rep == 0:
            print(html[:300])
            print(toc[:3])
    print("total", total)
    print(sorted(tags.items()))
    words = [w.lower().strip(".,") for w in doc.split() if w.isalpha()]
    freq = {}
    for w in words:
        freq[w] = freq.get(w, 0) + 1
    print(sorted(freq.items(), key=lambda kv: (-kv[1], kv[0]))[:5])


main()
