# difflib.ndiff / Differ / restore / context_diff / IS_LINE_JUNK / IS_CHARACTER_JUNK, compared
# with CPython on the documentation's examples and on seeded random line lists (similar lines,
# tabs in hint lines, identical lines inside replaced blocks, junk).
import difflib
import random

one = "one\ntwo\nthree\n".splitlines(keepends=True)
two = "ore\ntree\nemu\n".splitlines(keepends=True)
diff = list(difflib.ndiff(one, two))
print("".join(diff), end="")
print("".join(difflib.restore(diff, 1)), end="")
print("".join(difflib.restore(diff, 2)), end="")
text1 = """  1. Beautiful is better than ugly.
  2. Explicit is better than implicit.
  3. Simple is better than complex.
  4. Complex is better than complicated.
""".splitlines(keepends=True)
text2 = """  1. Beautiful is better than ugly.
  3.   Simple is better than complex.
  4. Complicated is better than complex.
  5. Flat is better than nested.
""".splitlines(keepends=True)
print("".join(difflib.Differ().compare(text1, text2)), end="")
print("".join(difflib.ndiff(["\tabc\n", "x y\n"], ["\tabd\n", "x  y\n"])), end="")
print("".join(difflib.ndiff(["same\n", "a\n"], ["b\n", "same\n"])), end="")
print(list(difflib.ndiff([], ["x"])), list(difflib.ndiff(["x"], [])), list(difflib.ndiff([], [])))
print(list(difflib.ndiff(["abc", "zzz"], ["qqq", "abc"], linejunk=difflib.IS_LINE_JUNK)))
print([difflib.IS_LINE_JUNK(s) for s in ["\n", "  #  \n", "#", "x\n", " # x", ""]])
print([difflib.IS_CHARACTER_JUNK(c) for c in " \tx\n"])
print(list(difflib.ndiff(["a b c"], ["a b d"], charjunk=None)))
try:
    list(difflib.restore(diff, 3))
except ValueError as e:
    print("ValueError", e)
print("".join(difflib.context_diff(one, two, "a.txt", "b.txt")), end="")
print("".join(difflib.context_diff(text1, text2, "x", "y", "d1", "d2", n=1)), end="")
print(list(difflib.context_diff(["a"], ["a"])), list(difflib.context_diff([], ["n"], lineterm="")))
print(list(difflib.context_diff(["a", "b", "c"], ["a", "c"], lineterm="")))

rng = random.Random(7)
WORDS = ["alpha", "beta", "gamma", "delta", "eps", "\tzeta", "eta  theta", "iota", "#", ""]


def line():
    return " ".join(rng.choice(WORDS) for _ in range(rng.randint(0, 4))) + "\n"


def mutate(s):
    k = rng.randint(0, 3)
    if k == 0 or not s.strip():
        return line()
    chars = list(s)
    pos = rng.randrange(len(chars))
    if k == 1:
        chars.insert(pos, rng.choice("xyz \t"))
    elif k == 2:
        del chars[pos]
    else:
        chars[pos] = rng.choice("abc")
    return "".join(chars)


total = 0
for trial in range(40):
    a = [line() for _ in range(rng.randint(0, 12))]
    b = []
    for s in a:
        r = rng.random()
        if r < 0.5:
            b.append(s)
        elif r < 0.8:
            b.append(mutate(s))
        elif r < 0.9:
            b.append(line())
    d = list(difflib.ndiff(a, b))
    assert list(difflib.restore(d, 1)) == a and list(difflib.restore(d, 2)) == b
    total += len(d)
    if trial % 8 == 0:
        print("".join(d), end="")
        print("".join(difflib.context_diff(a, b, n=2)), end="")
    print(trial, len(d), sum(1 for x in d if x.startswith("?")))
print(total)
