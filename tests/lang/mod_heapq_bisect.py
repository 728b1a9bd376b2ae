import heapq, bisect
h = []
for v in [5, 1, 8, 3, 9, 2]: heapq.heappush(h, v)
print(h, [heapq.heappop(h) for _ in range(3)], h)
x = [9, 4, 7, 1, 0, 3]; heapq.heapify(x); print(x)
print(heapq.heappushpop(x, 2), heapq.heapreplace(x, 10), x)
print(heapq.nlargest(3, [1, 8, 2, 9, 4]), heapq.nsmallest(2, [1, 8, 2, 9, 4]))
print(heapq.nlargest(2, ['aa', 'b', 'cccc'], key=len), heapq.nsmallest(1, [3, 1]))
print(list(heapq.merge([1, 4, 7], [2, 5], [3, 6, 9])), list(heapq.merge([3, 1], [4, 2], reverse=True)))
t = []; heapq.heappush(t, (2, 'b')); heapq.heappush(t, (1, 'a')); print(heapq.heappop(t))
try:
    heapq.heappop([])
except IndexError as e:
    print(e)
a = [1, 2, 4, 4, 8]
print(bisect.bisect_left(a, 4), bisect.bisect_right(a, 4), bisect.bisect(a, 5), bisect.bisect_left(a, 4, 3))
bisect.insort(a, 3); bisect.insort_left(a, 4); print(a)
recs = [(1, 'a'), (3, 'c'), (5, 'e')]
print(bisect.bisect_left(recs, 3, key=lambda r: r[0]))
bisect.insort(recs, (4, 'd'), key=lambda r: r[0]); print(recs)
try:
    bisect.bisect([1], 1, -1)
except ValueError as e:
    print(e)
