# Benchmark (held-out style, after typical agent code): a make-like incremental build tool. A
# Makefile text with variables (=, :=, +=, ?=), functions ($(patsubst), $(wildcard), $(addprefix),
# $(filter-out), $(subst), $(sort), $(words)), pattern rules ("%.o: %.c"), phony targets and
# automatic variables ($@ $< $^ $*) is parsed; over an in-memory file system with modification
# times, targets are resolved through explicit and pattern rules, cycles are reported, and the
# out-of-date ones are "rebuilt" in dependency order. Random edits (touching sources and headers)
# drive many incremental builds; the executed recipe lines are counted and digested.
import random
import re
import zlib
from collections import Counter

MAKEFILE = """
# toy project
CC = cc
CFLAGS := -O2 -Wall
CFLAGS += -Iinclude
LDFLAGS ?= -lm
SRCS = $(wildcard src/*.c) $(wildcard lib/*.c)
OBJS = $(patsubst %.c,build/%.o,$(SRCS))
TESTS = $(patsubst tests/%.c,build/tests/%,$(wildcard tests/*.c))
LIBOBJS = $(filter-out build/src/main.o,$(OBJS))
DOCS := $(addprefix out/,$(subst .md,.html,$(wildcard docs/*.md)))
COUNT = $(words $(OBJS))

.PHONY: all test docs clean

all: app test docs

app: $(OBJS)
\t$(CC) $(LDFLAGS) -o $@ $^

build/%.o: %.c include/common.h
\t$(CC) $(CFLAGS) -c $< -o $@

build/tests/%: tests/%.c $(LIBOBJS)
\t$(CC) $(CFLAGS) -o $@ $^
\t./$@ > $@.log

test: $(TESTS)
\techo ran $(words $(TESTS)) tests

out/docs/%.html: docs/%.md templates/page.tpl
\trender --title $* $< > $@

docs: $(DOCS)

loop_a: loop_b
loop_b: loop_a

clean:
\trm -rf build out
"""

VAR_RE = re.compile(r"^([A-Za-z_][A-Za-z0-9_]*)\s*(:=|\+=|\?=|=)\s*(.*)$")
RULE_RE = re.compile(r"^([^:=#\t][^:=]*):(?!=)\s*(.*)$")


class MakeError(Exception):
    pass


class CycleError(MakeError):
    pass


class NoRuleError(MakeError):
    pass


class Rule:
    def __init__(self, targets, prereqs, recipe):
        self.targets = targets
        self.prereqs = prereqs
        self.recipe = recipe

    @property
    def is_pattern(self):
        return "%" in self.targets[0]


class Make:
    def __init__(self, text, fs):
        self.fs = fs
        self.vars = {}
        self.rules = {}
        self.patterns = []
        self.phony = set()
        self.parse(text)

    def expand(self, text, auto=None):
        out = []
        i = 0
        while True:
            j = text.find("$", i)
            if j < 0:
                out.append(text[i:])
                break
            out.append(text[i:j])
            nxt = text[j + 1:j + 2]
            if nxt == "(":
                depth, k = 1, j + 2
                while depth:
                    c = text[k]
                    depth += (c == "(") - (c == ")")
                    k += 1
                out.append(self.call(text[j + 2:k - 1], auto))
                i = k
            else:
                out.append(auto.get(nxt, "") if auto else "")
                i = j + 2
        return "".join(out)

    def call(self, inner, auto):
        name, _, args = inner.partition(" ")
        if not args:
            return self.expand(self.vars.get(name, ""), auto)
        parts = [self.expand(a.strip(), auto) for a in split_args(args)]
        if name == "wildcard":
            pat = re.compile(re.escape(parts[0]).replace(r"\*", "[^/]*") + "$")
            return " ".join(sorted(p for p in self.fs if pat.match(p)))
        if name == "patsubst":
            return " ".join(self.patsubst(parts[0], parts[1], w) for w in parts[2].split())
        if name == "filter-out":
            drop = set(parts[0].split())
            return " ".join(w for w in parts[1].split() if w not in drop)
        if name == "addprefix":
            return " ".join(parts[0] + w for w in parts[1].split())
        if name == "subst":
            return parts[2].replace(parts[0], parts[1])
        if name == "sort":
            return " ".join(sorted(set(parts[0].split())))
        if name == "words":
            return str(len(parts[0].split()))
        raise MakeError(f"unknown function {name}")

    @staticmethod
    def patsubst(pat, rep, word):
        stem = match_pattern(pat, word)
        return word if stem is None else rep.replace("%", stem, 1)

    def parse(self, text):
        current = None
        for line in text.split("\n"):
            if line.startswith("\t"):
                if current is None:
                    raise MakeError("recipe commences before first target")
                current.recipe.append(line[1:])
                continue
            line = line.split("#", 1)[0].rstrip()
            if not line:
                continue
            m = VAR_RE.match(line)
            if m:
                name, op, value = m.groups()
                if op == ":=":
                    self.vars[name] = self.expand(value)
                elif op == "+=":
                    self.vars[name] = (self.vars.get(name, "") + " " + value).strip()
                elif op == "?=":
                    self.vars.setdefault(name, value)
                else:
                    self.vars[name] = value
                current = None
                continue
            m = RULE_RE.match(line)
            if not m:
                raise MakeError(f"missing separator: {line!r}")
            targets = self.expand(m.group(1)).split()
            prereqs = self.expand(m.group(2)).split()
            if targets == [".PHONY"]:
                self.phony.update(prereqs)
                current = None
                continue
            current = Rule(targets, prereqs, [])
            if current.is_pattern:
                self.patterns.append(current)
            else:
                for t in targets:
                    self.rules[t] = current

    def find_rule(self, target):
        rule = self.rules.get(target)
        if rule is not None:
            return rule, "", rule.prereqs
        for p in self.patterns:
            stem = match_pattern(p.targets[0], target)
            if stem is None:
                continue
            prereqs = [q.replace("%", stem) for q in p.prereqs]
            if all(q in self.fs or q in self.rules or self.can_make(q) for q in prereqs):
                return p, stem, prereqs
        return None, "", []

    def can_make(self, target):
        return any(match_pattern(p.targets[0], target) is not None for p in self.patterns)

    def build(self, goal, now):
        self.executed = []
        self.visiting = set()
        self.done = {}
        self.now = now
        return self.make(goal)

    def make(self, target):
        if target in self.done:
            return self.done[target]
        if target in self.visiting:
            raise CycleError(f"circular {target} dependency dropped")
        self.visiting.add(target)
        rule, stem, prereqs = self.find_rule(target)
        if rule is None:
            self.visiting.discard(target)
            if target in self.fs:
                self.done[target] = self.fs[target]
                return self.fs[target]
            raise NoRuleError(f"no rule to make target '{target}'")
        newest = max((self.make(p) for p in prereqs), default=0)
        mine = self.fs.get(target)
        if target in self.phony or mine is None or newest > mine:
            auto = {"@": target, "<": prereqs[0] if prereqs else "", "^": " ".join(prereqs),
                    "*": stem}
            for line in rule.recipe:
                self.executed.append(self.expand(line, auto))
            self.now += 1
            if target not in self.phony:
                self.fs[target] = self.now
            mine = self.now
        self.visiting.discard(target)
        self.done[target] = mine
        return mine


def split_args(args):
    """Splits a function's arguments at the commas outside nested $(...) references."""
    parts, depth, start = [], 0, 0
    for i, c in enumerate(args):
        if c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
        elif c == "," and depth == 0:
            parts.append(args[start:i])
            start = i + 1
    parts.append(args[start:])
    return parts


def match_pattern(pattern, word):
    pre, pct, post = pattern.partition("%")
    if not pct:
        return "" if pattern == word else None
    if len(word) >= len(pre) + len(post) and word.startswith(pre) and word.endswith(post):
        return word[len(pre):len(word) - len(post)]
    return None


def make_fs(rng, n_src, n_lib, n_tests, n_docs):
    fs = {"include/common.h": 1, "templates/page.tpl": 1}
    for i in range(n_src):
        fs[f"src/mod{i:03d}.c"] = 1
    fs["src/main.c"] = 1
    for i in range(n_lib):
        fs[f"lib/l{i:02d}.c"] = 1
    for i in range(n_tests):
        fs[f"tests/t{i:02d}.c"] = 1
    for i in range(n_docs):
        fs[f"docs/page{i}.md"] = 1
    return fs


def main(builds=300, n_src=60, n_lib=20, n_tests=14, n_docs=25):
    rng = random.Random(1234)
    fs = make_fs(rng, n_src, n_lib, n_tests, n_docs)
    mk = Make(MAKEFILE, fs)
    print("OBJS count:", mk.expand("$(COUNT)"), "CFLAGS:", mk.expand("$(CFLAGS)"))
    print("DOCS:", mk.expand("$(DOCS)").split()[:3])
    now = 10
    stats = Counter()
    crc = 0
    sources = sorted(p for p in fs if p.endswith((".c", ".md", ".h", ".tpl")))
    for b in range(builds):
        r = rng.random()
        if r < 0.1:
            fs["include/common.h"] = now = now + 1
        elif r < 0.15:
            fs["templates/page.tpl"] = now = now + 1
        else:
            for p in rng.sample(sources, rng.randint(0, 4)):
                fs[p] = now = now + 1
        goal = rng.choice(["all", "all", "app", "test", "docs", "loop_a", "missing.bin"])
        try:
            mk.build(goal, now)
            now = mk.now
            stats["ok"] += 1
            stats["commands"] += len(mk.executed)
            for cmd in mk.executed:
                crc = zlib.crc32(cmd.encode(), crc)
                stats[cmd.split()[0]] += 1
            if b < 3:
                print(f"build {b} {goal}: {len(mk.executed)} commands; first: {mk.executed[:1]}")
        except MakeError as e:
            stats[type(e).__name__] += 1
            if stats[type(e).__name__] == 1:
                print(f"build {b} {goal}: make: *** {e}")
    print(f"files={len(fs)} crc={crc:08x}")
    print("stats:", sorted(stats.items()))


if __name__ == "__main__":
    main()  # test: main(builds=6, n_src=6, n_lib=3, n_tests=2, n_docs=3)
