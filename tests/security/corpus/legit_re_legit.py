# corpus: legit
# technique: re legit
import re

print(re.findall(r"\d+", "a1b22c333"), re.sub(r"(\w)(\w)", r"\2\1", "abcd"))
m = re.match(r"(?P<k>\w+)=(?P<v>\d+)", "x=42")
print(m.group("k"), int(m.group("v")) + 1, m.span(), re.split(r"[,;]", "a,b;c"))
print(bool(re.fullmatch(r"(a|b)*c", "ababc")), re.escape("a.b"))
