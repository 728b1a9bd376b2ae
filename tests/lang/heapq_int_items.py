# heapq compares two small ints inline (stdlib/np_lib_heapq.c heap_lt): negative values,
# values near the small-int limits, bools, big ints and floats mixed with ints must keep
# CPython's order.
import heapq
import random

rng = random.Random(11)
vals = [rng.randint(-10**6, 10**6) for _ in range(300)]
vals += [2**62 - 1, -2**62, 2**62, -2**62 - 1, 2**63, -2**63, 10**30, -10**30, 0, -1, 1]
h = []
for v in vals:
    heapq.heappush(h, v)
out = [heapq.heappop(h) for _ in range(len(h))]
print(out == sorted(vals), out[:5], out[-5:])
mixed = [3, True, 2.5, False, -1, 0.0, 10**20, -7, 1.5]
heapq.heapify(mixed)
print([heapq.heappop(mixed) for _ in range(len(mixed))])
low, high, meds = [], [], []
for x in vals[:200]:
    if low and x > -low[0]:
        heapq.heappush(high, x)
    else:
        heapq.heappush(low, -x)
    if len(low) > len(high) + 1:
        heapq.heappush(high, -heapq.heappop(low))
    elif len(high) > len(low):
        heapq.heappush(low, -heapq.heappop(high))
    meds.append(-low[0])
print(meds[-5:], sum(meds))
print(heapq.nsmallest(4, vals), heapq.nlargest(4, vals))
