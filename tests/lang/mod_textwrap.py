# textwrap: wrap/fill/shorten/dedent/indent and TextWrapper, compared with CPython.
import textwrap

text = ("The quick brown fox jumps over the lazy dog. " * 3 +
        "Supercalifragilisticexpialidocious-word and well-known e-mail addresses -- "
        "em-dashes too.")
for width in (10, 17, 30, 70):
    print(textwrap.wrap(text, width))
print(textwrap.fill(text, 25, initial_indent="* ", subsequent_indent="  "))
print(textwrap.fill(text, 12, break_long_words=False))
print(textwrap.fill(text, 12, break_on_hyphens=False))
print(textwrap.fill("a\tb\tc  d\n e", 8), textwrap.wrap("a\tb", 20, expand_tabs=False))
print(textwrap.wrap("tab\there", 40, tabsize=4), textwrap.wrap("  lead", 10, drop_whitespace=False))
print(textwrap.wrap("Hello there.  How are you? Fine.", 40, fix_sentence_endings=True))
print(textwrap.wrap("", 10), textwrap.wrap("   ", 10), textwrap.fill("word", 1))
print(textwrap.wrap("aaaaaaaaaaaaaaaaaaaa", 7), textwrap.wrap("abc-def-ghi-jkl", 5))
print(textwrap.shorten("Hello  world! This is a long sentence.", width=20))
print(textwrap.shorten("Hello world!", width=12), textwrap.shorten("Hello world!", width=11))
print(textwrap.shorten("The quick brown fox", 15, placeholder="..."))
print(textwrap.wrap(text, 20, max_lines=3), textwrap.wrap(text, 20, max_lines=2, placeholder=" (more)"))
print(repr(textwrap.dedent("    a\n      b\n    c\n")), repr(textwrap.dedent("  x\n\ty\n")))
print(repr(textwrap.dedent("\n    def f():\n        return 1\n   \n")))
print(repr(textwrap.indent("a\n\nb\n", "> ")), repr(textwrap.indent("a\n\nb", "+", lambda l: True)))
w = textwrap.TextWrapper(width=15, initial_indent="-> ")
print(w.wrap("one two three four five six"), w.fill("alpha beta gamma"))
w.width = 8
print(w.wrap("one two three four"))
for bad in [lambda: textwrap.wrap("x", 0), lambda: textwrap.shorten("abc def", 3)]:
    try:
        print(bad())
    except ValueError as e:
        print("ValueError", e)
print(textwrap.fill("héllo wörld ünïcode ẞtraße", 10))
