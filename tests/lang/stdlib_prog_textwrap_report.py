import textwrap

DESC = ("Nearly is a small virtual machine that runs a safe subset of Python. "
        "It is designed for running untrusted programs written by language models, "
        "with strict limits on memory, time and capabilities.")

def boxed(text, width=40):
    lines = textwrap.wrap(text, width - 4)
    border = "+" + "-" * (width - 2) + "+"
    out = [border]
    for line in lines:
        out.append("| " + line.ljust(width - 4) + " |")
    out.append(border)
    return "\n".join(out)

def main():
    print(textwrap.fill(DESC, width=50))
    print()
    print(boxed(DESC))
    print(textwrap.shorten(DESC, width=60))
    print(textwrap.shorten("Hello  world   again", width=12, placeholder="..."))
    code = """
        def f():
            return 1
    """
    print(textwrap.dedent(code))
    print(textwrap.indent("a\nb\n\nc", "> "))
    print(textwrap.fill("one two three four five six", width=10, initial_indent="* ", subsequent_indent="  "))
    print(textwrap.wrap("supercalifragilisticexpialidocious word", width=10))
    print(textwrap.wrap("", width=10))

main()
