import re

raw = ["  Phone: (555) 123-4567 ", "phone:555.987.6543", "PHONE 5551112222 ext 9", "no phone", "Tel: +1 555 222 3333"]
phone = re.compile(r"(?:\+1\s*)?\(?(\d{3})\)?[\s.-]*(\d{3})[\s.-]*(\d{4})(?:\s*ext\s*(\d+))?", re.I)
for r in raw:
    m = phone.search(r)
    if m:
        a, b, c, ext = m.groups()
        print(f"{a}-{b}-{c}" + (f" x{ext}" if ext else ""), m.span())
    else:
        print("none:", r.strip())
text = "Emails: bob@example.com, ALICE@Mail.Org; bad@x, carol.s+tag@sub.domain.co"
emails = re.findall(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+", text)
print(emails, [e.lower().split("@")[1] for e in emails])
print(re.sub(r"\s+", " ", "  a   b \t c\n d "), re.sub(r"(\w+)@(\w+)", r"\2 at \1", "me@home"))
print(re.sub(r"\d+", lambda m: str(int(m.group()) * 2), "3 apples and 12 pears"))
print(re.split(r"[,;]\s*", "a, b;c ,d"), re.fullmatch(r"[A-Z]{3}-\d{2}", "ABC-12") is not None)
print(re.escape("1+1=2?"), re.compile(r"(?P<y>\d{4})-(?P<m>\d\d)").sub(r"\g<m>/\g<y>", "2024-05"))
slug = re.sub(r"[^a-z0-9]+", "-", "Hello, World! It's 2024".lower()).strip("-")
print(slug, re.subn("o", "0", "foo boo"), bool(re.match(r"^\s*$", "   ")))
