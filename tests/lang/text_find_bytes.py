# Substring search (find/index/count/replace/split/partition and `in`) goes through
# np_find_bytes: memchr on the first byte plus a compare, with memmem taking over after many
# false candidates. Checks matches at both ends, overlaps, near misses, needles longer than
# the haystack, non-ASCII needles and haystacks, start/end ranges, and the pathological inputs
# that switch to memmem (runs of one byte with a needle that fails at its last byte).
hay = "the cat sat on the mat; the end"
for sub in ["the", "t", "th", "end", "d", "mat;", "cat sat", "xyz", "", "the end", "e e",
            "the cat sat on the mat; the end", "the cat sat on the mat; the end!", "at"]:
    print(repr(sub), sub in hay, hay.find(sub), hay.count(sub), hay.rfind(sub),
          hay.find(sub, 5), hay.find(sub, 5, 20), hay.replace(sub, "<>", 2) if sub else "",
          hay.partition(sub) if sub else "", hay.split(sub) if sub else "")
uni = "caf\u00e9 na\u00efve \u00e9t\u00e9 \U0001F600 caf\u00e9!"
for sub in ["\u00e9", "caf\u00e9", "\u00e9t\u00e9", "\U0001F600 ", "!", "na\u00efve", "\u00e9!",
            "e", "\u00e9x"]:
    print(repr(sub), sub in uni, uni.find(sub), uni.index(sub) if sub in uni else -1,
          uni.count(sub), uni.rfind(sub), uni.find(sub, 3), uni.replace(sub, "_"),
          uni.split(sub))
# Runs of one byte: every position is a candidate that fails late.
for n in (10, 100, 1000, 20000):
    run = "a" * n
    print(n, ("a" * 50 + "b") in run, run.find("a" * 30 + "b"), (run + "b").find("a" * 30 + "b"),
          run.count("aa"), (run + "ab").find("aab"), ("b" + run).find("ba"),
          run.find("a" * (n + 1)), ("ab" * n).find("abb"), ("ab" * n + "abb").find("abb"))
long_needle = "xy" * 300 + "z"
hay2 = "xy" * 5000 + "z" + "xy" * 10
print(long_needle in hay2, hay2.find(long_needle), hay2.count("xyz"), hay2.find("yz"))
try:
    "abc".index("abd")
except ValueError as e:
    print("ValueError", e)
try:
    print(3 in "abc")
except TypeError as e:
    print("TypeError", e)
