# Benchmark (held-out style, after typical agent code): a conventional-commits changelog
# generator. A seeded history of commit messages ("feat(parser)!: ...", bodies, "BREAKING
# CHANGE:" and "Refs:" trailers, reverts, merge commits, malformed subjects) is parsed with
# regular expressions into frozen dataclasses, grouped into releases at tag points, each
# release's semantic-version bump is computed with an IntEnum, and a Markdown changelog is
# rendered with sections, scopes, issue links, wrapped bodies and per-author statistics.
import random
import re
import textwrap
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from enum import IntEnum

SUBJECT_RE = re.compile(r"^(?P<type>[a-z]+)(?:\((?P<scope>[a-z0-9_/-]+)\))?(?P<bang>!)?: (?P<desc>.+)$")
TRAILER_RE = re.compile(r"^(?P<key>[A-Z][A-Za-z-]*|BREAKING CHANGE): (?P<value>.+)$")
ISSUE_RE = re.compile(r"#(\d+)")
REVERT_RE = re.compile(r'^Revert "(.+)"$')
MERGE_RE = re.compile(r"^Merge (?:branch|pull request) ")


class Bump(IntEnum):
    NONE = 0
    PATCH = 1
    MINOR = 2
    MAJOR = 3


SECTIONS = {"feat": "Features", "fix": "Bug Fixes", "perf": "Performance", "refactor": "Refactoring",
            "docs": "Documentation", "test": "Tests", "chore": "Chores", "build": "Build"}
BUMP_OF = {"feat": Bump.MINOR, "fix": Bump.PATCH, "perf": Bump.PATCH}


@dataclass(frozen=True)
class Commit:
    sha: str
    author: str
    type: str
    scope: str
    description: str
    breaking: str
    issues: tuple
    body: str

    @property
    def bump(self):
        if self.breaking:
            return Bump.MAJOR
        return BUMP_OF.get(self.type, Bump.NONE)


@dataclass
class Release:
    version: tuple
    commits: list = field(default_factory=list)
    skipped: int = 0

    @property
    def tag(self):
        return "v" + ".".join(map(str, self.version))


class MalformedCommit(ValueError):
    pass


def parse_message(sha, author, message):
    lines = message.split("\n")
    m = SUBJECT_RE.match(lines[0])
    if not m:
        raise MalformedCommit(f"{sha}: {lines[0][:30]!r}")
    body, trailers = [], {}
    for ln in lines[1:]:
        t = TRAILER_RE.match(ln)
        if t:
            trailers.setdefault(t["key"], []).append(t["value"])
        elif ln.strip():
            body.append(ln.strip())
    breaking = " ".join(trailers.get("BREAKING CHANGE", []))
    if m["bang"] and not breaking:
        breaking = m["desc"]
    issues = set(int(x) for x in ISSUE_RE.findall(lines[0]))
    for ref in trailers.get("Refs", []) + trailers.get("Closes", []):
        issues.update(int(x) for x in ISSUE_RE.findall(ref))
    return Commit(sha, author, m["type"], m["scope"] or "", m["desc"], breaking,
                  tuple(sorted(issues)), " ".join(body))


def bump_version(version, bump):
    major, minor, patch = version
    if bump == Bump.MAJOR:
        return (major + 1, 0, 0) if major else (0, minor + 1, 0)
    if bump == Bump.MINOR:
        return (major, minor + 1, 0)
    if bump == Bump.PATCH:
        return (major, minor, patch + 1)
    return version


AUTHORS = ["Ada", "Grace", "Linus", "Guido", "Barbara", "Ken", "Margaret"]
SCOPES = ["parser", "cli", "api", "db", "auth", "ui", "", "", "core/io"]
VERBS = ["add", "support", "handle", "remove", "rework", "speed up", "document", "validate"]
THINGS = ["unicode paths", "retry logic", "config reload", "empty input", "large files",
          "nested tables", "timeouts", "plugin hooks", "error messages", "caching"]
WORDS = ("the change keeps old behaviour for existing users while the new path is taken when "
         "the flag is set and the migration guide explains the steps in detail").split()


def make_message(rng, n):
    r = rng.random()
    if r < 0.04:
        return f"Merge branch 'topic-{n}'"
    if r < 0.07:
        return "wip"
    typ = rng.choice(list(SECTIONS) + ["feat", "fix", "fix"])
    scope = rng.choice(SCOPES)
    bang = "!" if rng.random() < 0.03 else ""
    subject = f"{typ}{f'({scope})' if scope else ''}{bang}: {rng.choice(VERBS)} {rng.choice(THINGS)}"
    if rng.random() < 0.2:
        subject += f" (#{rng.randint(1, 400)})"
    lines = [subject]
    if rng.random() < 0.5:
        lines.append("")
        lines.append(" ".join(rng.choice(WORDS) for _ in range(rng.randint(8, 40))))
    if rng.random() < 0.3:
        lines.append("")
        lines.append(f"Refs: #{rng.randint(1, 400)}, #{rng.randint(1, 400)}")
    if rng.random() < 0.02:
        lines.append("BREAKING CHANGE: " + " ".join(rng.choice(WORDS) for _ in range(8)))
    if rng.random() < 0.1:
        lines.append(f"Reviewed-by: {rng.choice(AUTHORS)}")
    return "\n".join(lines)


def render(release, prev_tag):
    out = [f"## [{release.tag}] (compare {prev_tag}...{release.tag})", ""]
    breaking = [c for c in release.commits if c.breaking]
    if breaking:
        out.append("### BREAKING CHANGES")
        for c in breaking:
            out.extend(textwrap.wrap(f"* {c.breaking}", 72, subsequent_indent="  "))
        out.append("")
    groups = defaultdict(list)
    for c in release.commits:
        groups[c.type].append(c)
    for typ, title in SECTIONS.items():
        if typ not in groups:
            continue
        out.append(f"### {title}")
        for c in sorted(groups[typ], key=lambda c: (c.scope, c.description)):
            scope = f"**{c.scope}:** " if c.scope else ""
            links = "".join(f" ([#{i}](https://tracker/{i}))" for i in c.issues)
            out.extend(textwrap.wrap(f"* {scope}{c.description}{links} ({c.sha[:7]})", 80,
                                     subsequent_indent="  "))
        out.append("")
    return out


def main(commits=5200, tag_every=40):
    rng = random.Random(314)
    releases = [Release((0, 1, 0))]
    pending = Release((0, 1, 0))
    malformed = Counter()
    reverted = set()
    authors = Counter()
    parsed = []
    for n in range(commits):
        sha = f"{rng.getrandbits(40):010x}"
        author = rng.choice(AUTHORS)
        msg = make_message(rng, n)
        if MERGE_RE.match(msg):
            pending.skipped += 1
            continue
        if parsed and rng.random() < 0.02:
            victim = rng.choice(parsed[-20:])
            msg = f'Revert "{victim.type}: {victim.description}"'
        rv = REVERT_RE.match(msg)
        if rv:
            reverted.add(rv.group(1))
            pending.skipped += 1
            continue
        try:
            c = parse_message(sha, author, msg)
        except MalformedCommit as e:
            malformed[author] += 1
            if sum(malformed.values()) <= 3:
                print("skipping", e)
            continue
        parsed.append(c)
        pending.commits.append(c)
        authors[c.author] += 1
        if (n + 1) % tag_every == 0:
            live = [c for c in pending.commits if f"{c.type}: {c.description}" not in reverted]
            bump = max((c.bump for c in live), default=Bump.NONE)
            version = bump_version(releases[-1].version, bump)
            if version != releases[-1].version:
                pending.version = version
                pending.commits = live
                releases.append(pending)
                pending = Release(version)
    doc = ["# Changelog", ""]
    for prev, rel in zip(reversed(releases[:-1]), reversed(releases[1:])):
        doc.extend(render(rel, prev.tag))
    text = "\n".join(doc)
    print("\n".join(doc[:18]))
    bumps = Counter()
    for prev, rel in zip(releases, releases[1:]):
        kind = ("major" if rel.version[0] != prev.version[0] or rel.version[1] != prev.version[1] and prev.version[0] == 0 and any(c.breaking for c in rel.commits)
                else "minor" if rel.version[1] != prev.version[1] else "patch")
        bumps[kind] += 1
    print(f"releases={len(releases) - 1} latest={releases[-1].tag} lines={len(doc)} chars={len(text)}")
    print("bumps:", sorted(bumps.items()))
    print("authors:", authors.most_common())
    print("malformed:", sorted(malformed.items()), "reverted:", len(reverted))
    issues = Counter(i for c in parsed for i in c.issues)
    print("most referenced issues:", issues.most_common(3))


if __name__ == "__main__":
    main()  # test: main(commits=200, tag_every=25)
