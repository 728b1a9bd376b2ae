# args: --memory-limit 40M
# A shaped instance (vm/np_class.c: a __main__ class's instance) is its 48-byte header and one
# 16-byte value per attribute: 200 000 three-attribute objects take about 19 MB and fit in a
# 40 MB limit. With an embedded attribute dict (280 bytes each, 56 MB) they would not.
class P:
    def __init__(self, x, y, z):
        self.x = x
        self.y = y
        self.z = z


keep = []
for i in range(200000):
    keep.append(P(i, -i, i & 7))
print(len(keep), sum(p.z for p in keep), keep[-1].y)
