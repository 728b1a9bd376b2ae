# Natives bind positional-only calls on a short path; keywords, missing and extra arguments
# keep CPython's errors (re's Pattern and Match methods, itertools).
import re, itertools
p = re.compile(r"(a)(b)?")
print(p.match("ab"), p.match("xab", 1), p.match("xab", 1, 2), p.search("zzab"), p.fullmatch("ab"))
for call in (lambda: p.match(), lambda: p.match("a", 0, 1, 2), lambda: p.match("a", pos=0, string="a"),
             lambda: p.match(string="ab", pos=0), lambda: p.match("ab", x=1), lambda: p.match("ab", 0, pos=1),
             lambda: itertools.combinations([1]), lambda: itertools.combinations([1], x=1),
             lambda: list(itertools.combinations([1, 2], r=1)), lambda: p.match("ab").groups(None),
             lambda: p.match("a").groups(default="-"), lambda: p.match("a").groupdict(1, 2),
             lambda: p.sub("x", "abab", 1), lambda: p.sub("x", "abab", count=1), lambda: p.split("xabyab", 1)):
    try:
        print("ok", call())
    except TypeError as e:
        print("TypeError", e)
