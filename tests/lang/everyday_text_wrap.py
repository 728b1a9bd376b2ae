# Manual text justification and centered banners.
WORDS = ("Nearly Python aims to run the programs that people actually write, "
         "printing exactly what CPython prints, while refusing the dangerous "
         "parts of the language with clear errors instead of silent surprises.").split()

def wrap(words, width):
    lines, cur = [], []
    for w in words:
        if cur and len(" ".join(cur + [w])) > width:
            lines.append(cur)
            cur = []
        cur.append(w)
    if cur:
        lines.append(cur)
    return lines

def justify(line, width):
    if len(line) == 1:
        return line[0].ljust(width)
    gaps = len(line) - 1
    spaces = width - sum(len(w) for w in line)
    base, extra = divmod(spaces, gaps)
    out = ""
    for i, w in enumerate(line[:-1]):
        out += w + " " * (base + (1 if i < extra else 0))
    return out + line[-1]

for width in (30, 42):
    print("+" + "-" * width + "+")
    lines = wrap(WORDS, width)
    for i, line in enumerate(lines):
        text = justify(line, width) if i < len(lines) - 1 else " ".join(line).ljust(width)
        print("|" + text + "|")
    print("+" + "-" * width + "+")

title = "report"
print(title.upper().center(20, "*"))
print(title.title().rjust(12, "."), title.capitalize().zfill(10))
print("%-8s|%8s|" % ("left", "right"))
print("{:^9}|{:>6.2f}|{:<+5d}|".format("mid", 3.14159, 42))
print(repr("tab\there"), "a,b,,c".split(","), " x ".strip() + "!")
