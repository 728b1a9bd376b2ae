# re: match/search/fullmatch, Match objects, Pattern objects and flags, compared with CPython.
import re

m = re.match(r"(\w+) (\w+)", "Isaac Newton, physicist")
print(m)
print(m.group(0), m.group(1), m.group(2), m.group(1, 2), m[0], m[1], m[2])
print(m.groups(), m.span(), m.span(1), m.start(2), m.end(2), m.pos, m.endpos)
print(m.string, m.re, m.lastindex, m.lastgroup)

m = re.match(r"(?P<first>\w+) (?P<last>\w+)", "Malcolm Reynolds")
print(m.group("first"), m["last"], m.groupdict(), m.lastgroup, m.lastindex)
print(m.start("last"), m.span("first"))

print(re.match("a", "ba"), re.search("a", "ba"), re.fullmatch("a|ab", "ab"))
print(re.fullmatch(r"\d+", "123"), re.fullmatch(r"\d+", "123a"))
print(re.search(r"(a)(b)?", "xac").groups(), re.search(r"(a)(b)?", "xac").groups("-"))
print(re.search(r"(?P<a>x)(?P<b>y)?", "x").groupdict(), re.search(r"(?P<a>x)(?P<b>y)?", "x").groupdict(0))
print(re.search(r"((a)b)", "zab").lastindex, re.search(r"(a)(b)", "ab").lastindex)

p = re.compile(r"\d+")
print(p, p.pattern, p.flags, p.groups, p.groupindex)
print(p.search("ab12cd345"), p.search("ab12cd345", 4), p.search("ab12cd345", 0, 3))
print(p.match("12ab"), p.match("ab12", 2), p.fullmatch("ab12", 2), p.fullmatch("ab123", 2, 4))
print(p.findall("a1b22c333"), p.findall("a1b22c333", 2, 7))
print(re.compile("a+", re.I | re.M), re.compile(r"\w", re.A), re.compile("x", re.S | re.X))
print(re.compile("(?P<y>\\d{4})-(?P<m>\\d\\d)").groupindex, re.compile("(a)(b)(c)").groups)
print(re.compile("(?i)abc").flags, re.compile("abc", re.A).flags)
print(re.compile("x") is re.compile("x"))

# Flags.
print(re.findall("a", "aAa", re.I), re.findall("^x", "x\nx\nx", re.M), re.findall("^x", "x\nx"))
print(re.findall("a.b", "a\nb", re.S), re.findall("a.b", "a\nb"))
print(re.findall(r"""\d +  # digits
                    [a-z]""", "12ab 3c", re.X))
print(re.findall(r"\w+", "héllo wörld"), re.findall(r"\w+", "héllo wörld", re.A))
print(re.findall(r"\d", "1٣2"), re.findall(r"\d", "1٣2", re.ASCII))
print(int(re.I), int(re.IGNORECASE), int(re.M), int(re.S), int(re.X), int(re.A), int(re.U), int(re.I | re.M))
print(re.compile('(?s)a.b').flags, re.compile('(?im)a').flags, re.compile('(?a)\\w+').findall('é ab'), re.compile('(?x) a b ').pattern)

# Anchors and Python-specific syntax.
print(re.search(r"a\Z", "a\n"), re.search(r"a$", "a\n"), re.search(r"a\Z", "ba"))
print(re.findall(r"x{,2}", "xxxxx"), re.findall(r"\u00e9+", "éé e"), re.findall(r"\x41", "ABA"))
print(re.search(r"(?<=-)\w+", "spam-egg").group(), re.search(r"(?P<q>['\"]).*?(?P=q)", "say 'hi' now").group())
print(re.search(r"\bfoo\b", "a foo.").span(), re.search(r"(?:ab)+", "xababy").group())
print(re.match(r"(a)|b", "b").groups(), re.match(r"(a)|b", "b").lastindex)

# Unicode positions.
m = re.search(r"w\w+", "héllo wörld")
print(m, m.span(), m.start(), m.group())
print([mm.span() for mm in re.finditer(r"ö|é", "héllo wörld é")])

# Errors.
def check(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__)

check(lambda: re.compile("("))
check(lambda: re.compile("a{2,1}"))
check(lambda: re.compile("*a"))
check(lambda: re.compile("[z-a]"))
check(lambda: re.match("a", 5))
check(lambda: re.match(5, "a"))
check(lambda: re.match("(a)", "a").group(2))
check(lambda: re.match("(a)", "a").group("x"))
check(lambda: re.match("(a)", "a")[3])
check(lambda: re.compile(re.compile("a"), re.I))
try:
    re.compile("(abc")
except re.error as e:
    print("re.error caught", isinstance(e, Exception))
print(issubclass(re.error, Exception))
print(type(re.compile("a")).__name__, type(re.match("a", "a")).__name__)
print(re.compile(re.compile("ab")).pattern)
print(bool(re.match("", "")), re.match("", "x"))
