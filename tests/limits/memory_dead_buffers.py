# args: --memory-limit 8M
# Objects that own a buffer die in large numbers: instances with their attributes in the
# embedded dict's inline room and with so many that its tables moved out, dicts and lists with
# small (pooled) and large tables. The sweep frees most of them inline; each must still give its
# buffer back, or the run (which allocates far more than the limit in total) fails with
# MemoryError.
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
    small_dicts = [{"k": i, "v": i + 1, "w": i + 2} for i in range(200)]
    dicts = [{j: j for j in range(i % 40)} for i in range(100)]
    lists = [list(range(i % 70)) for i in range(200)]
    total += batch[-1].f39 + few[-1].b + small_dicts[-1]["w"] + len(dicts[-1]) + len(lists[-1])
    if r % 50 == 0:
        keep.append(batch[0])
print(total, len(keep), keep[-1].f0)
