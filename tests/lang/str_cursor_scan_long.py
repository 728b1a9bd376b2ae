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
