# str.replace remembers the first 32 match offsets from its counting pass: results with fewer
# and more than 32 matches, max counts, overlapping patterns, empty patterns and non-ASCII.
base = "the quick brown fox jumps over the lazy dog"
print(base.replace("the", "a"), base.replace("o", "0"), base.replace("zz", "!"), base.replace(" ", ""))
for n in (0, 1, 31, 32, 33, 70):
    s = "ab," * n + "tail"
    for m in (-1, 0, 1, 31, 32, 33, 100):
        r = s.replace(",", ";;", m)
        print(n, m, len(r), r.count(";;"), r[-12:], s.replace("ab", "", m)[:10])
print("aaaa".replace("aa", "b"), "aaaaa".replace("aa", "ba"), "abab".replace("aba", "x"))
print("abc".replace("", "-"), "abc".replace("", "-", 2), "".replace("", "x"), "é日".replace("", "|"))
print("é日é日é".replace("日", "sun"), "ééé".replace("é", "e", 2), "x🙂y🙂".replace("🙂", ""))
s = "-".join(str(i) for i in range(200))
print(s.replace("-", "+").count("+"), s.replace("1", "one", 40)[-60:], len(s.replace("9", "")))
same = "nothing to do"
print(same.replace("zzz", "y") is same)
for bad in [(1, "a"), ("a", 1), ("a", "b", "c"), ("a",)]:
    try:
        print("abc".replace(*bad))
    except TypeError as e:
        print("TypeError", e)
