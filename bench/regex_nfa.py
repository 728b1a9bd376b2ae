# Benchmark (held-out style, after typical agent code): a small regular-expression engine. A
# recursive-descent parser turns patterns (literals, ., [a-z] classes with negation, groups,
# alternation |, and the quantifiers * + ?) into an AST of tuples; Thompson's construction builds
# an NFA of State objects; matching simulates the NFA with sets of states and epsilon closures
# (memoised per state set in a dict, i.e. a lazily built DFA). Results are checked against re.
import re


class State:
    __slots__ = ("kind", "arg", "out", "out2", "id")
    counter = 0

    def __init__(self, kind, arg=None, out=None, out2=None):
        self.kind = kind  # "char", "any", "class", "split", "match"
        self.arg = arg
        self.out = out
        self.out2 = out2
        State.counter += 1
        self.id = State.counter


class Parser:
    def __init__(self, pattern):
        self.p = pattern
        self.i = 0

    def peek(self):
        return self.p[self.i] if self.i < len(self.p) else None

    def take(self):
        ch = self.p[self.i]
        self.i += 1
        return ch

    def parse(self):
        node = self.alternation()
        if self.i != len(self.p):
            raise ValueError(f"unexpected {self.peek()!r} at {self.i}")
        return node

    def alternation(self):
        branches = [self.sequence()]
        while self.peek() == "|":
            self.take()
            branches.append(self.sequence())
        return branches[0] if len(branches) == 1 else ("alt", branches)

    def sequence(self):
        items = []
        while self.peek() not in (None, "|", ")"):
            items.append(self.repeat())
        return ("seq", items)

    def repeat(self):
        atom = self.atom()
        while self.peek() in ("*", "+", "?"):
            atom = (self.take(), atom)
        return atom

    def atom(self):
        ch = self.take()
        if ch == "(":
            node = self.alternation()
            if self.peek() != ")":
                raise ValueError("missing )")
            self.take()
            return node
        if ch == ".":
            return ("any",)
        if ch == "[":
            return self.char_class()
        if ch == "\\":
            esc = self.take()
            if esc == "d":
                return ("class", frozenset("0123456789"), False)
            if esc == "w":
                return ("class", frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_"), False)
            return ("char", esc)
        if ch in "*+?":
            raise ValueError(f"nothing to repeat at {self.i - 1}")
        return ("char", ch)

    def char_class(self):
        negate = False
        if self.peek() == "^":
            self.take()
            negate = True
        chars = set()
        while self.peek() != "]":
            c = self.take()
            if self.peek() == "-" and self.p[self.i + 1] != "]":
                self.take()
                end = self.take()
                chars.update(chr(x) for x in range(ord(c), ord(end) + 1))
            else:
                chars.add(c)
        self.take()
        return ("class", frozenset(chars), negate)


def build(node, nxt):
    """Thompson construction: returns the start state of node, continuing to nxt."""
    kind = node[0]
    if kind == "char":
        return State("char", node[1], nxt)
    if kind == "any":
        return State("any", None, nxt)
    if kind == "class":
        return State("class", (node[1], node[2]), nxt)
    if kind == "seq":
        for item in reversed(node[1]):
            nxt = build(item, nxt)
        return nxt
    if kind == "alt":
        start = build(node[1][-1], nxt)
        for branch in reversed(node[1][:-1]):
            start = State("split", None, build(branch, nxt), start)
        return start
    if kind == "*":
        split = State("split", None, None, nxt)
        split.out = build(node[1], split)
        return split
    if kind == "+":
        split = State("split", None, None, nxt)
        body = build(node[1], split)
        split.out = body
        return body
    if kind == "?":
        return State("split", None, build(node[1], nxt), nxt)
    raise ValueError(kind)


class Regex:
    def __init__(self, pattern):
        self.pattern = pattern
        self.start = build(Parser(pattern).parse(), State("match"))
        self.cache = {}

    def closure(self, states):
        seen = set()
        stack = list(states)
        while stack:
            s = stack.pop()
            if s in seen:
                continue
            seen.add(s)
            if s.kind == "split":
                stack.append(s.out)
                stack.append(s.out2)
        return frozenset(seen)

    def step(self, current, ch):
        key = (current, ch)
        hit = self.cache.get(key)
        if hit is not None:
            return hit
        nxt = []
        for s in current:
            if s.kind == "char":
                if s.arg == ch:
                    nxt.append(s.out)
            elif s.kind == "any":
                nxt.append(s.out)
            elif s.kind == "class":
                chars, negate = s.arg
                if (ch in chars) != negate:
                    nxt.append(s.out)
        result = self.closure(nxt)
        self.cache[key] = result
        return result

    def fullmatch(self, text):
        current = self.closure([self.start])
        for ch in text:
            current = self.step(current, ch)
            if not current:
                return False
        return any(s.kind == "match" for s in current)

    def search_count(self, text):
        """Number of positions where a match of the pattern starts (any length, incl. empty)."""
        count = 0
        for i in range(len(text)):
            current = self.closure([self.start])
            j = i
            while True:
                if any(s.kind == "match" for s in current):
                    count += 1
                    break
                if j == len(text) or not current:
                    break
                current = self.step(current, text[j])
                j += 1
        return count


PATTERNS = [
    "a(b|c)*d", "(ab|a)*b?", "[a-c]+x?[0-9]*", "\\d\\d?-\\d+", "(x|y|z)+(xy)?",
    "[^aeiou]+", ".*ab.*", "(a|b)*a(a|b)(a|b)", "h(e|a)llo+ w.rld", "\\w+@\\w+\\.(com|org)",
]


def gen_strings(n, alphabet, seed):
    x = seed
    out = []
    for _ in range(n):
        x = (x * 6364136223846793005 + 1442695040888963407) % 2**64
        length = (x >> 33) % 12
        s = []
        for _ in range(length):
            x = (x * 6364136223846793005 + 1442695040888963407) % 2**64
            s.append(alphabet[(x >> 40) % len(alphabet)])
        out.append("".join(s))
    return out


def main(n=15000):
    alphabet = "abcdxyz019-@.o"
    strings = gen_strings(n, alphabet, 42) + ["hello world", "hallooo wxrld", "bob@site.org", "12-345"]
    total = 0
    for pat in PATTERNS:
        rx = Regex(pat)
        ref = re.compile(pat)
        matched = 0
        for s in strings:
            mine = rx.fullmatch(s)
            if mine != (ref.fullmatch(s) is not None):
                print("MISMATCH", pat, repr(s))
            matched += mine
        total += matched
        print(f"{pat:<22} matched {matched:5d}/{len(strings)}  dfa states cached {len(rx.cache):5d}")
    text = "".join(strings[: n // 10])
    for pat in ("ab", "a(b|c)*d", "\\d+"):
        print(f"positions matching {pat!r}: {Regex(pat).search_count(text)}")
    for bad in ("a**", "(ab", "[a-"):
        try:
            Regex(bad)
        except (ValueError, IndexError) as e:
            print(f"bad pattern {bad!r}: {type(e).__name__}: {e}")
    print("total", total, "states built", State.counter)


if __name__ == "__main__":
    main()  # test: main(n=120)
