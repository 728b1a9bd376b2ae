# Sorting exact strs compares their first 8 bytes inline and the rest by memcmp
# (vm/np_list.c str_lt, vm/np_str.c np_str_cmp): strs that differ only after byte 8, that are prefixes of each other
# around that boundary, and non-ASCII code points (bytes >= 0x80 order above ASCII) must
# sort as CPython sorts them.
import random

words = []
for stem in ["", "a", "abcdefg", "abcdefgh", "abcdefghi", "abcdefgh\u00e9", "abcdefg\u00e9"]:
    for tail in ["", "a", "b", "z", "\u00e9", "\u4e2d", "\U0001f600", "aa", "a\u00e9"]:
        words.append(stem + tail)
words += ["u%d" % i for i in range(25)]
words += ["\u00e9t\u00e9", "ete", "\u00c9t\u00e9", "Z", "z", "~", "\x7f", "\x80"]
rng = random.Random(7)
for trial in range(5):
    rng.shuffle(words)
    s = sorted(words)
    assert all(a <= b for a, b in zip(s, s[1:])), trial
    print(trial, s[:6], s[-6:])
print(sorted(words, reverse=True)[:10])
print(sorted(["abcdefghij2", "abcdefghij10", "abcdefghij1", "abcdefgh", "abcdefghij"]))
print(min(words), max(words), len(set(words)))
# The same order through np_str_cmp: tuple keys, heap entries and the < operator.
pairs = sorted((w, i) for i, w in enumerate(words))
print(pairs[:4], pairs[-3:])
print(sum(1 for a, b in zip(words, words[1:]) if a < b), sum(1 for a, b in zip(words, words[1:]) if a >= b))
print(max((w, 0) for w in words), min((w, len(w)) for w in words if w))
import heapq
print(heapq.nsmallest(5, [(w, -i) for i, w in enumerate(words)]))
