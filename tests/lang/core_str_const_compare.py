# `x == "lit"` / `x != "lit"` with the str literal as an operand (EQK, NEK and their
# compare-and-branch forms): runtime-built strs equal to the literal, interned ones, other
# lengths, non-ASCII and NUL bytes, empty strs, non-str left operands, str subclasses and
# user classes with __eq__ / __ne__ (including non-bool results), in values and in tests.
built = "".join(["pu", "sh"])
words = [built, "push", "pop", "pusH", "", "p", "pushy", "caf\u00e9", "a\x00b", "\u20ac"]
for w in words:
    flags = (w == "push", w != "push", w == "", w != "", w == "caf\u00e9", w == "a\x00b",
             w == "\u20ac")
    if w == "push":
        kind = "push"
    elif w != "pop":
        kind = "other"
    else:
        kind = "pop"
    print(repr(w), flags, kind)

# Non-str left operands never equal a str and never raise.
for v in (0, 1.5, None, True, ("push",), ["push"], 3):
    print(repr(v), v == "push", v != "push")
    if v == "push":
        print("unexpected")


class Loose(str):
    def __eq__(self, other):
        return True

    def __ne__(self, other):
        return False


class Weird:
    def __init__(self):
        self.calls = []

    def __eq__(self, other):
        self.calls.append(("eq", other))
        return [other]

    def __ne__(self, other):
        self.calls.append(("ne", other))
        return []


class OnlyEq:
    def __eq__(self, other):
        return other == "magic"


l = Loose("nope")
print(l == "push", l != "push", str(l) == "push")
if l == "anything":
    print("subclass __eq__ used in a test")
w = Weird()
print(w == "a", w != "b")
if w == "c":
    print("truthy list from __eq__")
if w != "d":
    print("never: empty list is false")
else:
    print("falsy list from __ne__")
print(w.calls)
o = OnlyEq()
print(o == "magic", o != "magic", o == "other", o != "other")
if o != "magic":
    print("never")
else:
    print("__ne__ falls back to not __eq__")


# A dispatch loop in the style of small interpreters.
def run(prog):
    stack = []
    for op, arg in prog:
        if op == "push":
            stack.append(arg)
        elif op == "add":
            stack.append(stack.pop() + stack.pop())
        elif op == "neg":
            stack.append(-stack.pop())
        elif op != "nop":
            raise ValueError("bad op " + op)
    return stack


print(run([("push", 2), ("push", 3), ("add", None), ("nop", None), ("neg", None)]))
try:
    run([("push", 1), ("jump", None)])
except ValueError as e:
    print("ValueError:", e)
# Chained comparisons and `in` are not affected.
s = "m"
print("a" < s == "m", s == "m" == s, s in ("m", "n"))
