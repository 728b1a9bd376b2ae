# args: --timeout 20 --budget 100000000000
# gcstress: skip (each collection empties the str cursor, so the scan walks from the start)
# A tokenizer-style scan over a long non-ASCII str: s.find(x, i), s.startswith(p, i) and
# s[i:j] at increasing positions. Each lookup walks from the previous position (the VM's str
# cursor), so the scan is linear; walking from the start each time took minutes here.
parts = []
for k in range(50000):
    parts.append("<t%d>" % (k % 10) if k % 3 else "é☺ñ<a>")
s = "".join(parts) * 2
i = 0
tags = 0
text = 0
while True:
    j = s.find("<", i)
    if j < 0:
        break
    end = s.find(">", j)
    text += len(s[i:j])
    tags += s.startswith("<a", j)
    i = end + 1
print(len(s), tags, text, i)

# Backward: rfind(x, 0, j) with j falling, s[i] stepping back; and re.finditer's spans.
j = len(s)
found = 0
while True:
    j = s.rfind("é", 0, j)
    if j < 0:
        break
    found += s[j] == "é"
import re
spans = 0
for m in re.finditer("<t[0-4]>", s):
    spans += m.end() - m.start()
print(found, spans)
