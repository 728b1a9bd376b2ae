# Characters of a str drained by C consumers without np_next per item (vm/np_iter.c
# str_drain, np_list_from_iter presized): list, sorted, set, frozenset, tuple, dict.fromkeys,
# Counter, min/max, "".join, any/all, with ASCII and non-ASCII text, a partly consumed
# iterator, an exhausted one, and a str subclass whose __iter__ is its own.
from collections import Counter

texts = ["", "a", "hello, world", "héllo wörld ☃ 𝄞!", "x" * 300 + "é" * 300]
for s in texts:
    print(len(list(s)), sorted(s)[:5], sorted(set(s))[:5], len(frozenset(s)), tuple(s)[-3:])
    print(list(dict.fromkeys(s))[:6], Counter(s).most_common(2), "".join(reversed(list(s)))[:6])
    print(min(s) if s else None, max(s) if s else None, any(c == "é" for c in s), all(s))
it = iter("abcdéf")
next(it)
next(it)
print(list(it), list(it))
it = iter("ab☃")
print(next(it), set(it), list(it))


class Shout(str):
    def __iter__(self):
        return iter(self.upper())


print(list(Shout("quiet")), sorted(Shout("abc")), set(Shout("aa")))
print(list("ab" * 200)[-3:], len(list("é" * 1000)))
# sorted() of an empty list with a key (its items array is NULL: memcpy of nothing).
print(sorted([], key=len), sorted("", key=str.lower), Counter("").most_common(2))
