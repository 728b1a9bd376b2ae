# re objects under garbage collection: matches keep their subject and pattern alive, and a
# sub() callback may purge the pattern cache and allocate heavily.
import re

def repl(m):
    re.purge()
    junk = [[i] * 50 for i in range(300)]
    return m.group(1).upper() + str(len(junk))

print(re.sub(r"(\w+)", repl, "alpha beta gamma"))
matches = []
for i in range(300):
    s = "item-%d-%s" % (i, "x" * (i % 7))
    m = re.search(r"(\d+)-(x*)", s)
    matches.append(m)
    re.purge()
    garbage = [str(k) * 10 for k in range(100)]
print([m.group(1) for m in matches[::50]], matches[-1].string, matches[123].span(2))
it = re.finditer(r"\d+", " ".join(str(i) for i in range(500)))
re.purge()
total = 0
for m in it:
    total += int(m.group())
    if int(m.group()) % 100 == 0:
        garbage = [list(range(50)) for _ in range(50)]
print(total)
