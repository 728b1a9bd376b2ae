# Benchmark (held-out style, after typical agent code): a regex-to-DFA compiler. A recursive-
# descent parser turns patterns (alternation, concatenation, * + ?, groups, [a-z] classes, .)
# into an AST of small classes; Thompson construction builds an NFA; subset construction with
# frozenset states and epsilon closures builds a DFA over the pattern's alphabet; Hopcroft-style
# partition refinement minimises it; the DFA then scans generated text for all matches and the
# results are cross-checked against the re module.
import random
import re
from collections import deque


class Node:
    pass


class Lit(Node):
    def __init__(self, chars):
        self.chars = frozenset(chars)


class Cat(Node):
    def __init__(self, a, b):
        self.a, self.b = a, b


class Alt(Node):
    def __init__(self, a, b):
        self.a, self.b = a, b


class Star(Node):
    def __init__(self, a):
        self.a = a


class Plus(Node):
    def __init__(self, a):
        self.a = a


class Opt(Node):
    def __init__(self, a):
        self.a = a


class ParseError(Exception):
    pass


class Parser:
    ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789 "

    def __init__(self, pattern):
        self.p = pattern
        self.i = 0

    def peek(self):
        return self.p[self.i] if self.i < len(self.p) else None

    def eat(self, ch=None):
        c = self.peek()
        if c is None or (ch is not None and c != ch):
            raise ParseError(f"expected {ch!r} at {self.i} in {self.p!r}")
        self.i += 1
        return c

    def parse(self):
        node = self.alt()
        if self.peek() is not None:
            raise ParseError(f"trailing {self.peek()!r} at {self.i}")
        return node

    def alt(self):
        node = self.cat()
        while self.peek() == "|":
            self.eat("|")
            node = Alt(node, self.cat())
        return node

    def cat(self):
        node = None
        while self.peek() not in (None, "|", ")"):
            item = self.postfix()
            node = item if node is None else Cat(node, item)
        if node is None:
            raise ParseError("empty branch")
        return node

    def postfix(self):
        node = self.atom()
        while self.peek() in ("*", "+", "?"):
            op = self.eat()
            node = {"*": Star, "+": Plus, "?": Opt}[op](node)
        return node

    def atom(self):
        c = self.peek()
        if c == "(":
            self.eat("(")
            node = self.alt()
            self.eat(")")
            return node
        if c == "[":
            self.eat("[")
            chars = set()
            while self.peek() != "]":
                a = self.eat()
                if self.peek() == "-":
                    self.eat("-")
                    b = self.eat()
                    chars.update(chr(x) for x in range(ord(a), ord(b) + 1))
                else:
                    chars.add(a)
            self.eat("]")
            return Lit(chars)
        if c == ".":
            self.eat()
            return Lit(self.ALPHABET)
        return Lit(self.eat())


class NFA:
    def __init__(self):
        self.eps = []
        self.trans = []

    def state(self):
        self.eps.append([])
        self.trans.append([])
        return len(self.eps) - 1

    def build(self, node):
        if isinstance(node, Lit):
            s, t = self.state(), self.state()
            self.trans[s].append((node.chars, t))
            return s, t
        if isinstance(node, Cat):
            s1, t1 = self.build(node.a)
            s2, t2 = self.build(node.b)
            self.eps[t1].append(s2)
            return s1, t2
        if isinstance(node, Alt):
            s, t = self.state(), self.state()
            for sub in (node.a, node.b):
                a, b = self.build(sub)
                self.eps[s].append(a)
                self.eps[b].append(t)
            return s, t
        s, t = self.state(), self.state()
        a, b = self.build(node.a)
        self.eps[s].append(a)
        self.eps[b].append(t)
        if isinstance(node, (Star, Opt)):
            self.eps[s].append(t)
        if isinstance(node, (Star, Plus)):
            self.eps[b].append(a)
        return s, t

    def closure(self, states):
        seen = set(states)
        stack = list(states)
        while stack:
            s = stack.pop()
            for t in self.eps[s]:
                if t not in seen:
                    seen.add(t)
                    stack.append(t)
        return frozenset(seen)


class DFA:
    def __init__(self, nfa, start, accept, alphabet):
        self.alphabet = sorted(alphabet)
        first = nfa.closure([start])
        ids = {first: 0}
        self.table = [{}]
        self.accepting = set()
        work = deque([first])
        while work:
            cur = work.popleft()
            sid = ids[cur]
            if accept in cur:
                self.accepting.add(sid)
            for ch in self.alphabet:
                nxt = set()
                for s in cur:
                    for chars, t in nfa.trans[s]:
                        if ch in chars:
                            nxt.add(t)
                if not nxt:
                    continue
                key = nfa.closure(nxt)
                if key not in ids:
                    ids[key] = len(self.table)
                    self.table.append({})
                    work.append(key)
                self.table[sid][ch] = ids[key]

    @property
    def size(self):
        return len(self.table)

    def minimize(self):
        n = self.size
        dead = n
        table = [dict(row) for row in self.table] + [{}]
        for row in table:
            for ch in self.alphabet:
                row.setdefault(ch, dead)
        parts = [p for p in (set(self.accepting), set(range(n + 1)) - self.accepting) if p]
        changed = True
        while changed:
            changed = False
            where = {}
            for idx, part in enumerate(parts):
                for s in part:
                    where[s] = idx
            new_parts = []
            for part in parts:
                groups = {}
                for s in part:
                    sig = tuple(where[table[s][ch]] for ch in self.alphabet)
                    groups.setdefault(sig, set()).add(s)
                if len(groups) > 1:
                    changed = True
                new_parts.extend(groups.values())
            parts = new_parts
        return len(parts) - 1

    def find_all(self, text):
        out = []
        i = 0
        n = len(text)
        while i < n:
            state, last = 0, -1
            j = i
            while j < n:
                state = self.table[state].get(text[j])
                if state is None:
                    break
                j += 1
                if state in self.accepting:
                    last = j
            if last > i:
                out.append(text[i:last])
                i = last
            else:
                i += 1
        return out


def compile_pattern(pat):
    ast = Parser(pat).parse()
    nfa = NFA()
    s, t = nfa.build(ast)
    alphabet = set()
    for row in nfa.trans:
        for chars, _ in row:
            alphabet |= chars
    return DFA(nfa, s, t, alphabet), len(nfa.eps)


PATTERNS = ["ab*c", "(a|b)*abb", "[a-f]+[0-9]", "x(yz|zy)+x?", "(ab|cd)(ef|gh)*i",
            "[0-9]+ [a-z]+", "(a|b|c)(a|b|c)(a|b|c)d", "e(a|e)*(b|c)+", "q[u-z]?[a-c]*",
            "(1|22|333)+", "[a-m][n-z][a-m]"]


def main(text_len=40000, seed=5):
    rng = random.Random(seed)
    words = ["abbc", "abb", "cafe9", "xyzx", "cdghghi", "42 apples", "abcd", "eaebc", "quab",
             "122333", "mnm", "hello", "zz", "fab1"]
    text = " ".join(rng.choice(words) + rng.choice(["", "a", "b", "1", "x"]) for _ in range(text_len // 6))
    total = 0
    for pat in PATTERNS:
        dfa, nstates = compile_pattern(pat)
        minimal = dfa.minimize()
        found = dfa.find_all(text)
        ref = [m.group(0) for m in re.finditer(pat, text)]
        total += len(found)
        print(f"{pat:24s} nfa={nstates:3d} dfa={dfa.size:3d} min={minimal:3d} matches={len(found):4d} "
              f"agree={found == ref} first={found[:2]}")
    for bad in ["(ab", "a|", "[a-"]:
        try:
            compile_pattern(bad)
        except ParseError as e:
            print("error:", e)
    print("total", total, "text", len(text))


if __name__ == "__main__":
    main()  # test: main(text_len=400)
