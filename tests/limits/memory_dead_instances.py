# args: --memory-limit 8M
# Instances die in large numbers, some with their attributes in the embedded dict's inline room
# and some with so many attributes that the dict's tables moved out of it. The sweep frees the
# former straight into the pool; the latter must still give their tables back, or the run (which
# allocates far more than the limit in total) fails with MemoryError.
class Few:
    def __init__(self, i):
        self.a = i
        self.b = i + 1


class Many:
    def __init__(self, i):
        for k in range(40):
            setattr(self, "f" + str(k), i + k)


total = 0
keep = []
for r in range(300):
    batch = [Many(r * 100 + i) for i in range(60)]
    few = [Few(i) for i in range(400)]
    total += batch[-1].f39 + few[-1].b
    if r % 50 == 0:
        keep.append(batch[0])
print(total, len(keep), keep[-1].f0)
