import re

EMAIL = re.compile(r"^[\w.+-]+@[\w-]+(\.[\w-]+)+$")
PHONE = re.compile(r"^\(?(\d{3})\)?[-. ]?(\d{3})[-. ]?(\d{4})$")
DATE = re.compile(r"(?P<y>\d{4})-(?P<m>0[1-9]|1[0-2])-(?P<d>0[1-9]|[12]\d|3[01])")

def main():
    for e in ["a.b@example.com", "bad@", "x+y@sub.domain.org", "no spaces@x.com"]:
        print(e, bool(EMAIL.match(e)))
    for p in ["(555) 123-4567", "555.123.4567", "5551234567", "55-1234-567"]:
        m = PHONE.match(p)
        print(p, "-".join(m.groups()) if m else None)
    text = "Released 2023-11-05, patched 2024-02-30 and 2024-13-01, final 2024-12-31."
    for m in DATE.finditer(text):
        print(m.group(0), m.groupdict(), m.start())
    print(re.sub(r"(\w+)@(\w+)", lambda m: m.group(2) + "@" + m.group(1), "me@home you@work"))
    print(re.sub(r"\s+", " ", "  lots   of\n\nspace  ").strip())
    print(re.findall(r"\b[A-Z][a-z]+\b", "Alice met Bob and CAROL in Paris"))
    print(re.findall(r"(\d+)-(\d+)", "1-2 33-44 x-5"))
    print(re.subn(r"a", "A", "banana"))
    print(re.escape("1+1=2?"))
    print(re.match(r"(?i)hello", "HeLLo world").group())
    pat = re.compile(r"""
        (?P<key>[a-z_]+)   # key
        \s*=\s*
        (?P<val>[^;]+)     # value
    """, re.VERBOSE)
    print([m.groupdict() for m in pat.finditer("a = 1; b_c=two ;d= 3.5")])
    print(re.split(r"(,)", "a,b,c"), re.split(r",", "a,b,c", maxsplit=1))
    print(re.findall(r"^\w+", "one\ntwo\nthree", re.MULTILINE))
    print(re.search(r"a.c", "a\nc", re.DOTALL) is not None, re.search(r"a.c", "a\nc"))

main()
