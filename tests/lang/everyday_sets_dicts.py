# Set algebra and dict operations for a course-enrollment example.
enroll = {
    "math": {"ann", "bob", "cy", "dee"},
    "art": {"bob", "eve", "fay"},
    "cs": {"ann", "cy", "eve", "gus"},
    "bio": set(),
}
everyone = set().union(*enroll.values())
print(sorted(everyone), len(everyone))
print(sorted(enroll["math"] & enroll["cs"]), sorted(enroll["math"] | enroll["art"]))
print(sorted(enroll["cs"] - enroll["math"]), sorted(enroll["art"] ^ enroll["cs"]))
print(enroll["bio"] <= enroll["art"], enroll["math"].isdisjoint(enroll["art"]), {"ann"} < enroll["cs"])
per_student = {}
for course, students in enroll.items():
    for s in students:
        per_student.setdefault(s, []).append(course)
for s in sorted(per_student):
    print(s, sorted(per_student[s]))
busiest = max(per_student, key=lambda s: (len(per_student[s]), s))
print("busiest:", busiest)
sizes = {c: len(s) for c, s in enroll.items()}
print(sorted(sizes.items(), key=lambda kv: kv[1]), dict(sorted(sizes.items())))
merged = {"a": 1, "b": 2} | {"b": 3, "c": 4}
merged |= {"d": 5}
print(merged, list(merged.keys())[-1], merged.get("z", 0))
inv = {v: k for k, v in merged.items()}
print(inv, dict.fromkeys("abc", 0), {**merged, "a": 100})
d = dict(zip("xyz", range(3)))
print(d.pop("y"), d.popitem(), d, d.setdefault("w", 9), d)
fs = frozenset([1, 2, 3])
print({fs: "frozen"}[frozenset([3, 2, 1])], fs | {4}, sorted(fs.intersection({2, 3, 9})))
s = {1, 2, 3}
s.add(4); s.discard(10); s.remove(1)
print(s, s.pop() in {2, 3, 4}, len(s))
try:
    s.remove(99)
except KeyError as e:
    print("KeyError", e)
print(sorted({x % 5 for x in range(20)}), {k: v for k, v in [("p", 1), ("q", 2)] if v > 1})
