# Benchmark: building strings and calling str methods.
parts = []
for i in range(400000):
    s = "item-" + str(i)
    if s.endswith("7"):
        s = s.upper()
    parts.append(s.replace("-", "_"))
joined = ",".join(parts)
pieces = joined.split(",")
total = 0
for p in pieces:
    total += len(p.strip()) + p.count("1") + p.find("_")
text = ""
for i in range(150000):
    text += chr(97 + i % 26)
print(len(joined), len(pieces), total, text.count("abc"), text[-5:], f"{total:,}")
