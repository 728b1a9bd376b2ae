# Sorting: sort/sorted with key and reverse, stability, tuples, strings, custom key functions.
nums = [5, 2, 9, 1, 5, 6, -3, 0]
print(sorted(nums), sorted(nums, reverse=True), nums)
nums.sort()
print(nums)
nums.sort(reverse=True)
print(nums)
words = ["banana", "Apple", "cherry", "date", "Elderberry", "fig", "apple"]
print(sorted(words))
print(sorted(words, key=str.lower))
print(sorted(words, key=len))
print(sorted(words, key=len, reverse=True))
print(sorted(words, key=lambda w: (len(w), w)))
print(sorted(words, key=lambda w: w[-1]))
people = [("alice", 30), ("bob", 25), ("carol", 30), ("dave", 25), ("eve", 35)]
print(sorted(people, key=lambda p: p[1]))
print(sorted(people, key=lambda p: p[1], reverse=True))
print(sorted(people, key=lambda p: (-p[1], p[0])))
print(sorted(people))
pairs = [(1, "b"), (1, "a"), (0, "z"), (2, "a")]
pairs.sort()
print(pairs)
pairs.sort(key=lambda t: t[1])
print(pairs)
print(sorted("hello world"), sorted((3, 1, 2)), sorted({"b": 1, "a": 2}), sorted({3, 1, 2}))
print(sorted([3.5, 1, 2.25, -7, 0]), sorted([[2, 1], [1, 2], [1, 1]]))
print(sorted(range(10), key=lambda x: x % 3))
print(sorted(range(10), key=lambda x: -x))
print(sorted([], reverse=True), sorted([1]))
data = {"x": 3, "y": 1, "z": 2}
print(sorted(data, key=data.get), sorted(data.items(), key=lambda kv: kv[1]))
print(max(words, key=len), min(words, key=len), max(people, key=lambda p: p[1]))
big = [(i * 7919) % 1000 for i in range(200)]
big.sort()
print(big[:10], big[-5:], big == sorted(big))
records = [{"name": "x", "score": 5}, {"name": "y", "score": 9}, {"name": "z", "score": 5}]
for r in sorted(records, key=lambda r: -r["score"]):
    print(r["name"], r["score"])
print(list(reversed(sorted("cab"))), sorted(["10", "9", "100"]), sorted(["10", "9", "100"], key=int))
