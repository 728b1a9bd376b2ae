import re
from typing import List, Tuple

EMAIL_RE = re.compile(r"^[\w.+-]+@(?P<domain>[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+)$")
PHONE_RE = re.compile(r"\(?(\d{3})\)?[\s.-]?(\d{3})[\s.-]?(\d{4})")

candidates = [
    "john.doe@example.com",
    "bad@",
    "x+tag@sub.domain.org",
    "no-at-sign.com",
    "UPPER@EXAMPLE.COM",
    "a@b",
]


def check(emails: List[str]) -> List[Tuple[str, bool, str]]:
    out = []
    for e in emails:
        m = EMAIL_RE.match(e)
        out.append((e, bool(m), m.group("domain").lower() if m else ""))
    return out


for row in check(candidates):
    print(row)

text = "Call (555) 123-4567 or 555.987.6543, fax 5551112222; not 12-34."
for m in PHONE_RE.finditer(text):
    print(m.group(0), "->", "-".join(m.groups()))

print(PHONE_RE.sub(r"<\1>\2-\3", text))
print(re.split(r"[;,]\s*", "a, b;c ,d"))
print(re.split(r"(\d)", "a1b2c"))
print(re.findall(r"\b\w{5,}\b", "These words include several longer entries"))
print(re.sub(r"\s+", " ", "  too    many   spaces  ").strip())
print(re.fullmatch(r"[A-Z]{3}-\d{4}", "ABC-1234") is not None, re.fullmatch(r"[A-Z]{3}-\d{4}", "ABC-12345"))
print(re.search(r"(?i)hello", "Say HELLO there").span())
print(re.escape("price: $5.00 (approx)"))
print(re.subn(r"o", "0", "foo boo"))
pat = re.compile(r"""
    (?P<key>[a-z_]+)   # key
    \s*=\s*
    (?P<val>\d+)       # value
""", re.VERBOSE)
print([m.groupdict() for m in pat.finditer("a = 1, bb_c=22 , d=x")])
