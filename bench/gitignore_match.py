# Benchmark (held-out style, after typical agent code): gitignore semantics over an in-memory
# repository tree. Nested .gitignore files (comments, blank lines, negations "!", anchored "/x",
# directory-only "x/", "*", "?", "[a-z]" classes, "**" in every position, escaped "\#") are
# compiled into regular expressions by a hand-written glob translator; the tree is walked
# depth-first applying the last matching rule of the nearest files, without descending into
# excluded directories (so negations below them cannot re-include, as git does). Reports ignored
# counts per extension and per rule, a sample of "git status"-style output, and a
# cross-check of the simple patterns against fnmatch.
import fnmatch
import random
import re
from collections import Counter
from dataclasses import dataclass


@dataclass
class Rule:
    source: str
    lineno: int
    pattern: str
    negate: bool
    dir_only: bool
    anchored: bool
    regex: object

    def matches(self, rel_path, is_dir):
        if self.dir_only and not is_dir:
            return False
        return self.regex.match(rel_path) is not None

    def __str__(self):
        return f"{self.source}:{self.lineno}:{'!' if self.negate else ''}{self.pattern}"


def translate(glob):
    """Turns a gitignore glob (without '!' or trailing '/') into a regex source."""
    out = []
    i, n = 0, len(glob)
    while i < n:
        c = glob[i]
        if c == "*":
            if glob.startswith("**", i):
                at_start = i == 0 or glob[i - 1] == "/"
                at_end = i + 2 == n or glob[i + 2] == "/"
                if at_start and at_end:
                    if i + 2 == n:
                        out.append(".*")
                        i += 2
                    else:
                        out.append("(?:.*/)?")
                        i += 3
                    continue
                out.append("[^/]*")
                i += 2
                continue
            out.append("[^/]*")
        elif c == "?":
            out.append("[^/]")
        elif c == "[":
            j = glob.find("]", i + 2)
            if j < 0:
                out.append(re.escape(c))
            else:
                body = glob[i + 1:j]
                if body.startswith("!"):
                    body = "^" + body[1:]
                out.append("[" + body.replace("\\", "\\\\") + "]")
                i = j
        elif c == "\\" and i + 1 < n:
            i += 1
            out.append(re.escape(glob[i]))
        else:
            out.append(re.escape(c))
        i += 1
    return "".join(out)


def parse_ignore(source, text):
    rules = []
    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.rstrip()
        if not line or line.startswith("#"):
            continue
        negate = line.startswith("!")
        if negate:
            line = line[1:]
        dir_only = line.endswith("/")
        line = line.rstrip("/")
        anchored = "/" in line
        pat = line.lstrip("/")
        body = translate(pat)
        regex = re.compile(("" if anchored else "(?:.*/)?") + body + "$")
        rules.append(Rule(source, lineno, raw.strip(), negate, dir_only, anchored, regex))
    return rules


class Node:
    __slots__ = ("name", "children", "size")

    def __init__(self, name, size=None):
        self.name = name
        self.children = {} if size is None else None
        self.size = size

    @property
    def is_dir(self):
        return self.children is not None


def add_path(root, path, size):
    node = root
    parts = path.split("/")
    for p in parts[:-1]:
        node = node.children.setdefault(p, Node(p))
        if not node.is_dir:
            return False
    if parts[-1] in node.children and node.children[parts[-1]].is_dir:
        return False
    node.children[parts[-1]] = Node(parts[-1], size)
    return True


class Walker:
    def __init__(self, root, ignore_files):
        self.root = root
        self.ignore_files = ignore_files
        self.rule_hits = Counter()
        self.ignored = []
        self.tracked = []
        self.pruned_dirs = 0

    def decide(self, stack, rel, is_dir):
        verdict, winner = False, None
        for base, rules in stack:
            sub = rel[len(base) + 1:] if base else rel
            for rule in rules:
                if rule.matches(sub, is_dir):
                    verdict, winner = not rule.negate, rule
        return verdict, winner

    def walk(self, node=None, rel="", stack=()):
        node = node or self.root
        rules = self.ignore_files.get(rel)
        if rules:
            stack = stack + ((rel, rules),)
        for name in sorted(node.children):
            child = node.children[name]
            path = f"{rel}/{name}" if rel else name
            ignored, rule = self.decide(stack, path, child.is_dir)
            if rule is not None:
                self.rule_hits[str(rule)] += 1
            if child.is_dir:
                if ignored:
                    self.pruned_dirs += 1
                    self.ignored.append(path + "/")
                else:
                    self.walk(child, path, stack)
            elif ignored:
                self.ignored.append(path)
            else:
                self.tracked.append((path, child.size))


ROOT_IGNORE = """# build outputs
build/
dist/
*.py[cod]
__pycache__/
*.log
!important.log
/coverage
**/node_modules
*.tmp
.env
docs/**/*.html
!docs/**/index.html
\\#*#
*~
[Tt]humbs.db
"""

SUB_IGNORES = {
    "src": "*.gen.c\n!keep.gen.c\ngenerated/\n",
    "web": "node_modules/\n*.map\n/static/cache/\n!*.min.js.map\n",
    "docs": "_build\n*.bak\n",
    "tools/scripts": "*.sh\n!run.sh\nlocal-*\n",
}

DIRS = ["src", "src/core", "src/util", "src/generated", "web", "web/static", "web/static/cache",
        "web/node_modules/pkg", "docs", "docs/api", "docs/api/v2", "docs/_build", "tools",
        "tools/scripts", "build/lib", "tests", "tests/data", "coverage", "lib/node_modules/x"]
STEMS = ["main", "util", "index", "app", "keep", "run", "local-test", "#scratch#", "Thumbs",
         "important", "model", "view", "config", "test_io"]
EXTS = [".py", ".pyc", ".c", ".gen.c", ".h", ".js", ".min.js.map", ".map", ".html", ".log",
        ".tmp", ".sh", ".bak", ".md", ".db", ".txt~", ""]


def main(files=5200, rounds=5):
    rng = random.Random(77)
    totals = Counter()
    for r in range(rounds):
        root = Node("")
        for _ in range(files):
            path = f"{rng.choice(DIRS)}/{rng.choice(STEMS)}{rng.choice(EXTS)}"
            add_path(root, path, rng.randint(0, 50000))
        add_path(root, ".env", 10)
        ignore_files = {"": parse_ignore(".gitignore", ROOT_IGNORE)}
        for d, text in SUB_IGNORES.items():
            ignore_files[d] = parse_ignore(d + "/.gitignore", text)
        w = Walker(root, ignore_files)
        w.walk()
        exts = Counter(p.rsplit(".", 1)[-1] if "." in p.rsplit("/", 1)[-1] else "(none)"
                       for p in w.ignored if not p.endswith("/"))
        size = sum(s for _, s in w.tracked)
        totals["tracked"] += len(w.tracked)
        totals["ignored"] += len(w.ignored)
        print(f"round {r}: tracked={len(w.tracked)} ({size} bytes) ignored={len(w.ignored)} "
              f"pruned_dirs={w.pruned_dirs}")
        print("  by ext:", sorted(exts.items())[:8])
        print("  top rules:", w.rule_hits.most_common(4))
        if r == 0:
            for p in w.ignored[:6]:
                print("  !!", p)
    simple = ["*.py", "test_*", "*.[ch]", "?ain.*", "*.min.*", "[!a-m]*"]
    names = [f"{s}{e}" for s in STEMS for e in EXTS]
    agree = 0
    for pat in simple:
        rx = re.compile(translate(pat) + "$")
        for name in names:
            agree += (rx.match(name) is not None) == fnmatch.fnmatchcase(name, pat)
    print(f"fnmatch agreement {agree}/{len(simple) * len(names)}")
    print("totals:", sorted(totals.items()))


if __name__ == "__main__":
    main()  # test: main(files=300, rounds=1)
