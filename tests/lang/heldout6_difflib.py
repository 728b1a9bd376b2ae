# difflib (stdlib/np_lib_difflib.py) against CPython: SequenceMatcher's matching blocks,
# opcodes, grouped opcodes, ratio/quick_ratio/real_quick_ratio on strings and line lists (with
# junk, and over 200 elements so the "popular element" rule applies), find_longest_match,
# get_close_matches (order, n, cutoff, errors) and unified_diff (headers, dates, lineterm,
# empty and identical inputs, n=0, the type errors).
import difflib
import random

s = difflib.SequenceMatcher(None, "abxcd", "abcd")
print(s.get_matching_blocks(), s.get_opcodes(), round(s.ratio(), 6))
print(s.find_longest_match(0, 5, 0, 4), s.quick_ratio(), s.real_quick_ratio())
s = difflib.SequenceMatcher(lambda x: x == " ", "private Thread currentThread;",
                            "private volatile Thread currentThread;")
print(round(s.ratio(), 6), s.get_opcodes())
s = difflib.SequenceMatcher(lambda x: x in " \t", " abcd", "abcd abcd")
print(s.find_longest_match(0, 5, 0, 9))
s.set_seq1("qabxcd")
print(s.get_opcodes())

rng = random.Random(6)
for trial in range(40):
    a = "".join(rng.choice("abcde ") for _ in range(rng.randint(0, 60)))
    b = "".join(rng.choice("abcde ") for _ in range(rng.randint(0, 60)))
    junk = None if trial % 2 else (lambda ch: ch == " ")
    sm = difflib.SequenceMatcher(junk, a, b, autojunk=trial % 3 != 0)
    print(trial, len(sm.get_matching_blocks()), sm.get_opcodes()[:3], round(sm.ratio(), 9),
          round(sm.quick_ratio(), 9), list(sm.get_grouped_opcodes(1))[:1])

long_a = [rng.choice("xyzw") for _ in range(500)]
long_b = long_a[:200] + ["q"] + long_a[250:]
sm = difflib.SequenceMatcher(None, long_a, long_b)
print(sorted(sm.bpopular), len(sm.get_opcodes()), round(sm.ratio(), 9))
sm = difflib.SequenceMatcher(None, long_a, long_b, autojunk=False)
print(sorted(sm.bpopular), len(sm.get_opcodes()), round(sm.ratio(), 9))

words = ["apple", "ape", "apply", "peach", "puppy", "maple", "applet", "happily"]
print(difflib.get_close_matches("appel", words), difflib.get_close_matches("appel", words, n=1))
print(difflib.get_close_matches("pupy", words, cutoff=0.8), difflib.get_close_matches("zzz", words))
print(difflib.get_close_matches("wheel", ["while", "wheat", "whale", "heel"], n=4, cutoff=0.0))
for bad in ({"n": 0}, {"cutoff": 1.5}):
    try:
        difflib.get_close_matches("x", words, **bad)
    except ValueError as e:
        print("ValueError", e)

old = [f"line {i}\n" for i in range(30)]
new = old[:]
new[3] = "changed 3\n"
del new[10:12]
new.insert(20, "inserted\n")
new.append("tail\n")
print("".join(difflib.unified_diff(old, new, "a.txt", "b.txt", "2024-01-01", "2024-01-02")))
print(list(difflib.unified_diff(["a", "b"], ["a", "c"], lineterm="")))
print(list(difflib.unified_diff(["x"], ["x"])), list(difflib.unified_diff([], ["new\n"])))
print(list(difflib.unified_diff(["1\n", "2\n", "3\n"], ["1\n", "3\n"], n=0)))
for args in (([b"x"], ["y"]), (["x"], ["y"], 5)):
    try:
        list(difflib.unified_diff(*args))
    except TypeError as e:
        print("TypeError", e)
