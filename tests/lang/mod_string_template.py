# string and textwrap: capwords, Template (subclasses overriding delimiter, idpattern,
# braceidpattern, flags, pattern), dedent, indent, fill, shorten, wrap and their errors.
import string, textwrap
print(string.capwords("  hello   world  foo "), string.capwords("a-b c-d", "-"), string.capwords(""))
t = string.Template("$who likes ${what} $$5 $x")
print(t.safe_substitute(who="tim", what="kung pao"))
try:
    t.substitute(who="a")
except KeyError as e:
    print("KeyError", e)
try:
    string.Template("bad $").substitute()
except ValueError as e:
    print("ValueError", e)
print(t.get_identifiers(), t.is_valid(), string.Template("$1").is_valid())
print(t.template)
class My(string.Template):
    delimiter = "%"
print(My("%a and %{b}").substitute(a=1, b=2))
class My2(string.Template):
    idpattern = r"[a-z]+"
print(My2("$abc1").safe_substitute(abc="Z"))
print(string.Template("$a").substitute({"a": 1}, a=2))
print(repr(string.whitespace), string.printable == string.digits + string.ascii_letters + string.punctuation + string.whitespace)
s = """\
    def f():
        return 1
\t
    x = 2
"""
print(repr(textwrap.dedent(s)))
print(repr(textwrap.dedent("  a\n\tb\n")))
print(repr(textwrap.indent("a\n\nb\n", "> ")), repr(textwrap.indent("a\n\nb", "+", lambda l: True)))
txt = "The quick brown fox jumps over the lazy dog and keeps running far away into the forest."
print(textwrap.fill(txt, 30))
print(textwrap.fill(txt, width=25, initial_indent="* ", subsequent_indent="  "))
print(textwrap.shorten(txt, 40), "|", textwrap.shorten(txt, 40, placeholder=" ..."), "|", textwrap.shorten("  a   b  ", 10))
print(textwrap.wrap(txt, 20, max_lines=2), textwrap.wrap("supercalifragilistic", 5), textwrap.wrap("a-b-c-d-e-f", 4))
print(textwrap.wrap("", 10), textwrap.wrap("one. two.  three", 8, fix_sentence_endings=True))
try:
    textwrap.shorten("abc def", 2)
except ValueError as e:
    print("ValueError", e)
try:
    textwrap.wrap("x", 0)
except ValueError as e:
    print("ValueError", e)
w = textwrap.TextWrapper(width=15, break_long_words=False, break_on_hyphens=False)
print(w.wrap("extraordinarily-long-hyphenated word here"), w.fill("a b c"))
print(textwrap.fill("tab\there and\tthere", 12, tabsize=4))
print(string.Formatter().format("{0}-{x:>4}", 1, x="y"), list(string.Formatter().parse("a{0!r:>3}b")))
import re


class Braced(string.Template):
    braceidpattern = r"[a-z]+\.[a-z]+"


print(Braced("$x and ${user.name}").substitute(x=1, **{"user.name": "ann"}))


class CaseSensitive(string.Template):
    flags = 0
    idpattern = r"[a-z]+"


print(CaseSensitive("$abc $ABC").safe_substitute(abc="lower", ABC="upper"))


class Own(string.Template):
    pattern = r"""
    \[\[(?:
      (?P<escaped>\[\[) |
      (?P<named>[a-z]+)\]\] |
      \{(?P<braced>[a-z]+)\}\]\] |
      (?P<invalid>)
    )
    """


print(Own("[[name]] owes [[{amt}]]").substitute(name="bob", amt=5))
print(Own("[[name]]").get_identifiers(), Own("[[name]]").is_valid())
