# re: findall/finditer/sub/subn/split/escape, empty-match rules, templates, callables.
import re

print(re.findall(r"\d+", "a1b22c333"), re.findall(r"(\d)(\w)", "1a2b3"), re.findall(r"(\d)\w", "1a2b"))
print(re.findall(r"(a)|(b)", "ab"), re.findall(r"", "abc"), re.findall(r"x*", "axxb"))
print(re.findall(r"\b", "a b"), re.findall(r"(?:a|b)+", "aabxba"))
print([m.group() for m in re.finditer(r"\w+", "one two  three")])
print([m.span() for m in re.finditer(r"x*", "abxd")])
it = re.finditer(r"\d", "a1b2")
print(type(it).__name__, next(it), next(it))
print(list(it), list(it))
print([m.groups() for m in re.compile(r"(\w)(\d)?").finditer("a1b", 1)])

print(re.sub(r"\d", "#", "a1b22c"), re.sub(r"\d", "#", "a1b22c", count=2), re.sub(r"\d", "#", "a1b22c", 1))
print(re.sub(r"x*", "-", "abxd"), re.sub(r"", "-", "abc"), re.sub(r"a|", "-", "bab"))
print(re.sub(r"(\w+)@(\w+)", r"\2 at \1", "joe@home, ann@work"))
print(re.sub(r"(?P<w>\w+)", r"<\g<w>|\g<1>|\g<0>>", "hi there"))
print(re.sub(r"(a)(b)?", r"[\2]", "a ab"), re.sub("a", r"\n\t\\", "xax") == "x\n\t\\x")
print(re.sub("a", r"\.", "a"), re.sub("(a)", r"\1\0", "a") == "a\x00", re.sub("a", "\\0", "a") == "\x00")
print(re.sub(r"\w+", lambda m: m.group().upper(), "hello big world"))
print(re.sub(r"\d+", lambda m: str(int(m.group()) * 2), "1 22 333", count=2))
print(re.sub(r"\d", lambda m: None, "a1b2"))
print(re.subn(r"o", "0", "foo boo"), re.subn(r"z", "0", "foo"), re.compile("o").subn("", "foo", 1))
print(re.sub("é", "e", "héé"), re.sub(r"(?i)HE", "x", "hello He"))

print(re.split(r",\s*", "a, b,c,   d"), re.split(r"(,)", "a,b,c"), re.split(r"(,)|(;)", "a,b;c"))
print(re.split(r"\s+", "  lead and trail  "), re.split(r",", "a,b,c,d", maxsplit=2), re.split(",", "a,b", 0))
print(re.split(r"\b", "one two"), re.split(r"x*", "axbc"), re.split(r"", "ab"), re.split("z", ""))
print(re.compile(r"\W+").split("Words, words, words.", 1))

print(re.escape("a.b*c d-e_f\t/\"'#&~é(x)[y]{z}|^$\\"))
print(re.match(re.escape("1+1=2?"), "1+1=2?").group())
print(re.compile(r"(\d+)-(\d+)").sub(r"\2-\1", "10-20 30-40"))
m = re.search(r"(?P<k>\w+)=(?P<v>\w+)", "x: key=val")
print(m.expand(r"\g<v> <- \g<k> (\1)"))

def check(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)

check(lambda: re.sub("(a)", r"\2", "a"))
check(lambda: re.sub("(a)", r"\g<x>", "a"))
check(lambda: re.sub("(a)", r"x\q", "a"))
check(lambda: re.sub("a", lambda m: 1, "xa"))
check(lambda: re.sub("a", lambda m: 1, "a"))
check(lambda: re.sub("(a)", r"\g<2>", "a"))
check(lambda: re.sub("(a)", r"\g<1", "a"))
check(lambda: re.split(5, "a"))

# A pattern used in a loop and inside its own sub() callback.
word = re.compile(r"\w+")
print(word.sub(lambda m: str(len(word.findall(m.group() + " x"))), "aa bb"))
total = 0
for i in range(200):
    if re.match(r"(\d+)-(\d+)", "%d-%d" % (i, i * 2)):
        total += 1
print(total)
log = """2024-01-05 ERROR disk full
2024-01-06 INFO ok
2024-01-07 ERROR cpu hot"""
for d, level, msg in re.findall(r"^(\S+) (ERROR|WARN) (.*)$", log, re.M):
    print(d, level, msg)
print(dict(re.findall(r"(\w+)=(\d+)", "a=1, b=22, c=333")))
