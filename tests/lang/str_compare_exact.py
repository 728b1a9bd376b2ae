# str comparisons through the exact-str fast path: equal and unequal lengths, identity,
# empty, non-ASCII order, long strs (general path), subclasses with their own __eq__/__lt__.
class S(str):
    def __eq__(self, other):
        return "S.eq"
    def __lt__(self, other):
        return "S.lt"
    def __hash__(self):
        return 1
words = ["", "a", "ab", "abc", "abd", "b", "é", "éa", "z", "\u20ac", "\U0001f600", "A"]
for x in words:
    print(x, [(x == y, x != y, x < y, x <= y, x > y, x >= y) for y in words].count((True, False, False, True, False, True)))
print(sorted(words))
long1 = "x" * 300
long2 = "x" * 299 + "y"
print(long1 == long2, long1 < long2, long1 == "x" * 300, long1 != long1[:-1] + "x", long2 > long1)
s = S("abc")
print(s == "abc", "abc" == s, s < "abd", "abd" > s, s != "abc")
tag = "num"
count = 0
for t in ["num", "var", "neg", "num", "op"] * 5:
    if t == tag:
        count += 1
    elif t < "o":
        count += 10
print(count)
for bad in [lambda: "a" < 1, lambda: "a" >= None, lambda: [] < "a"]:
    try:
        bad()
    except TypeError as e:
        print(e)
print("a" == 1, "a" != 1, "1" == 1)
