# Benchmark (held-out style, after typical agent code): an Earley chart parser. A grammar is read
# from BNF-like text into Rule namedtuples; items are (rule, dot, origin) tuples kept in per-
# position lists with seen-sets; predict/scan/complete run until the chart is closed (nullable
# rules handled by the standard completion fix); parse trees are rebuilt from the chart and
# counted for ambiguous sentences, and sentences are generated from the grammar by a seeded walk.
import random
from collections import namedtuple

Rule = namedtuple("Rule", "lhs rhs")

GRAMMAR = """
S -> NP VP | S Conj S
NP -> Det Nom | Name | NP PP | Pron
Nom -> Adj Nom | Noun | Nom Noun
VP -> Verb NP | Verb | VP PP | Aux VP | Verb NP NP
PP -> Prep NP
Det -> the | a | every | some | my
Adj -> big | small | red | old | quick | lazy | Adv
Adv -> very |
Noun -> dog | cat | park | telescope | man | garden | book | river | boat
Name -> alice | bob | carol
Pron -> she | he | they
Verb -> saw | walked | read | gave | liked | found
Aux -> will | did
Prep -> in | with | near | on | under
Conj -> and | but
"""


class Grammar:
    def __init__(self, text):
        self.rules = []
        self.by_lhs = {}
        for line in text.strip().splitlines():
            lhs, _, rest = line.partition("->")
            lhs = lhs.strip()
            for alt in rest.split("|"):
                rule = Rule(lhs, tuple(alt.split()))
                self.rules.append(rule)
                self.by_lhs.setdefault(lhs, []).append(rule)
        self.nonterminals = set(self.by_lhs)
        self.nullable = self._nullable()

    def _nullable(self):
        nullable = set()
        changed = True
        while changed:
            changed = False
            for rule in self.rules:
                if rule.lhs not in nullable and all(s in nullable for s in rule.rhs):
                    nullable.add(rule.lhs)
                    changed = True
        return nullable

    def is_terminal(self, symbol):
        return symbol not in self.nonterminals


class Chart:
    def __init__(self, n):
        self.columns = [[] for _ in range(n + 1)]
        self.seen = [set() for _ in range(n + 1)]

    def add(self, pos, item):
        if item not in self.seen[pos]:
            self.seen[pos].add(item)
            self.columns[pos].append(item)
            return True
        return False


def earley(grammar, words, start="S"):
    chart = Chart(len(words))
    for rule in grammar.by_lhs[start]:
        chart.add(0, (rule, 0, 0))
    for pos in range(len(words) + 1):
        column = chart.columns[pos]
        i = 0
        while i < len(column):
            rule, dot, origin = column[i]
            i += 1
            if dot < len(rule.rhs):
                symbol = rule.rhs[dot]
                if grammar.is_terminal(symbol):
                    if pos < len(words) and words[pos] == symbol:
                        chart.add(pos + 1, (rule, dot + 1, origin))
                else:
                    for r in grammar.by_lhs[symbol]:
                        chart.add(pos, (r, 0, pos))
                    if symbol in grammar.nullable:
                        chart.add(pos, (rule, dot + 1, origin))
            else:
                for prule, pdot, porigin in chart.columns[origin]:
                    if pdot < len(prule.rhs) and prule.rhs[pdot] == rule.lhs:
                        chart.add(pos, (prule, pdot + 1, porigin))
    return chart


def accepted(chart, words, start="S"):
    return any(rule.lhs == start and dot == len(rule.rhs) and origin == 0
               for rule, dot, origin in chart.columns[len(words)])


def count_trees(grammar, chart, words):
    complete = {}
    for end, column in enumerate(chart.columns):
        for rule, dot, origin in column:
            if dot == len(rule.rhs):
                complete.setdefault((rule.lhs, origin), []).append((rule, end))
    memo = {}

    def count_symbol(symbol, start, end, depth):
        if grammar.is_terminal(symbol):
            return 1 if end == start + 1 and words[start] == symbol else 0
        key = (symbol, start, end)
        if key in memo:
            return memo[key]
        if depth > 12:
            return 0
        memo[key] = 0
        total = 0
        for rule, e in complete.get((symbol, start), ()):
            if e == end:
                total += count_seq(rule.rhs, 0, start, end, depth + 1)
        memo[key] = total
        return total

    def count_seq(rhs, k, start, end, depth):
        if k == len(rhs):
            return 1 if start == end else 0
        total = 0
        for mid in range(start, end + 1):
            left = count_symbol(rhs[k], start, mid, depth)
            if left:
                total += left * count_seq(rhs, k + 1, mid, end, depth)
        return total

    return count_symbol("S", 0, len(words), 0)


def generate(grammar, rng, symbol="S", depth=0):
    if grammar.is_terminal(symbol):
        return [symbol]
    rules = grammar.by_lhs[symbol]
    if depth > 5:
        rules = sorted(rules, key=lambda r: len(r.rhs))[:1]
    rule = rng.choice(rules)
    out = []
    for s in rule.rhs:
        out.extend(generate(grammar, rng, s, depth + 1))
    return out


def main(n=330):
    grammar = Grammar(GRAMMAR)
    print(f"{len(grammar.rules)} rules, nullable {sorted(grammar.nullable)}")
    rng = random.Random(5)
    fixed = ["she saw the man with the telescope",
             "alice saw a dog in the park with a telescope",
             "the very old dog will walked",
             "bob gave carol a book and she read it",
             "every quick red cat liked my small boat near the river"]
    for text in fixed:
        words = text.split()
        chart = earley(grammar, words)
        ok = accepted(chart, words)
        trees = count_trees(grammar, chart, words) if ok else 0
        size = sum(len(c) for c in chart.columns)
        print(f"{ok!s:5} trees={trees:<3} items={size:<5} {text}")
    accepted_count = 0
    total_items = 0
    total_trees = 0
    lengths = {}
    for i in range(n):
        words = generate(grammar, rng)
        if i % 3 == 0 and len(words) > 2:
            j = rng.randrange(len(words))
            words[j] = rng.choice(["the", "saw", "with", "and"])
        chart = earley(grammar, words)
        ok = accepted(chart, words)
        accepted_count += ok
        total_items += sum(len(c) for c in chart.columns)
        if ok and len(words) <= 14:
            total_trees += count_trees(grammar, chart, words)
        lengths[len(words)] = lengths.get(len(words), 0) + 1
    print(f"generated {n}: accepted {accepted_count}, items {total_items}, trees {total_trees}")
    print("lengths", sorted(lengths.items())[:10])


if __name__ == "__main__":
    main()  # test: main(n=10)
