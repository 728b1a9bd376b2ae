# Benchmark (held-out style, after typical agent code): an access-control policy engine. Permissions
# are an enum.Flag (READ, WRITE, DELETE, SHARE, ADMIN with composite aliases), roles inherit from
# other roles (resolved with a cached recursive walk), rules match resource paths with fnmatch
# globs and carry allow/deny flags with priorities, users belong to groups, and every request is
# decided by the most specific matching rule (deny beats allow at equal specificity). An audit log
# counts decisions by role, permission and reason.
import fnmatch
import random
from collections import Counter
from dataclasses import dataclass, field
from enum import Flag, auto
from functools import lru_cache


class Perm(Flag):
    NONE = 0
    READ = auto()
    WRITE = auto()
    DELETE = auto()
    SHARE = auto()
    ADMIN = auto()
    EDIT = READ | WRITE
    ALL = READ | WRITE | DELETE | SHARE | ADMIN


@dataclass(frozen=True)
class Rule:
    pattern: str
    allow: Perm = Perm.NONE
    deny: Perm = Perm.NONE

    @property
    def specificity(self):
        return (len(self.pattern.split("/")), -self.pattern.count("*"), len(self.pattern))


@dataclass
class Role:
    name: str
    parents: tuple = ()
    rules: list = field(default_factory=list)


ROLES = {}


def role(name, *parents, rules=()):
    ROLES[name] = Role(name, parents, list(rules))


role("guest", rules=[Rule("/public/*", Perm.READ)])
role("member", "guest", rules=[Rule("/projects/*", Perm.READ), Rule("/home/*", Perm.EDIT)])
role("developer", "member", rules=[Rule("/projects/*/src/*", Perm.EDIT | Perm.DELETE),
                                   Rule("/projects/secret/*", deny=Perm.ALL)])
role("lead", "developer", rules=[Rule("/projects/*", Perm.EDIT | Perm.SHARE),
                                 Rule("/projects/secret/*", Perm.READ)])
role("auditor", "guest", rules=[Rule("/*", Perm.READ), Rule("/home/*", deny=Perm.READ)])
role("admin", "lead", rules=[Rule("/*", Perm.ALL)])


@lru_cache(maxsize=None)
def effective_rules(role_name):
    r = ROLES[role_name]
    rules = []
    for parent in r.parents:
        rules.extend(effective_rules(parent))
    rules.extend(r.rules)
    return tuple(rules)


def decide(roles, path, wanted):
    best = None
    for role_name in roles:
        for rule in effective_rules(role_name):
            if not fnmatch.fnmatchcase(path, rule.pattern):
                continue
            if not (rule.allow | rule.deny) & wanted:
                continue
            key = (rule.specificity, bool(rule.deny & wanted))
            if best is None or key > best[0]:
                best = (key, rule)
    if best is None:
        return False, "no rule"
    rule = best[1]
    if rule.deny & wanted:
        return False, f"denied by {rule.pattern}"
    if wanted in rule.allow:
        return True, f"allowed by {rule.pattern}"
    return False, f"partial {rule.pattern}"


def make_paths(rng, n):
    tops = ["public", "projects", "home", "etc"]
    projects = ["alpha", "beta", "secret", "gamma"]
    paths = []
    for _ in range(n):
        top = rng.choice(tops)
        if top == "projects":
            p = f"/projects/{rng.choice(projects)}/{rng.choice(['src', 'docs', 'build'])}/f{rng.randrange(50)}.py"
        elif top == "home":
            p = f"/home/u{rng.randrange(20)}/notes{rng.randrange(9)}.txt"
        else:
            p = f"/{top}/file{rng.randrange(100)}"
        paths.append(p)
    return paths


def main(requests=30000):
    rng = random.Random(17)
    users = {f"u{i}": rng.sample(sorted(ROLES), rng.randint(1, 2)) for i in range(20)}
    paths = make_paths(rng, 300)
    wants = [Perm.READ, Perm.WRITE, Perm.DELETE, Perm.SHARE, Perm.EDIT, Perm.READ | Perm.SHARE]
    audit = Counter()
    reasons = Counter()
    per_user = Counter()
    for _ in range(requests):
        user = rng.choice(sorted(users))
        path = rng.choice(paths)
        wanted = rng.choice(wants)
        ok, why = decide(users[user], path, wanted)
        audit[(wanted.name or str(wanted), ok)] += 1
        reasons[why.split(" ")[0]] += 1
        per_user[user] += ok
    for (perm, ok), count in sorted(audit.items()):
        print(f"{perm:<12} {'allow' if ok else 'deny ':5} {count:5d}")
    print("reasons:", dict(sorted(reasons.items())))
    print("most permitted users:", per_user.most_common(3))
    for role_name in sorted(ROLES):
        rules = effective_rules(role_name)
        granted = Perm.NONE
        for r in rules:
            granted |= r.allow
        print(f"  {role_name:<10} {len(rules):2d} rules, may grant {granted!r}")
    print("EDIT contains WRITE:", Perm.WRITE in Perm.EDIT, "ALL members:", [p.name for p in Perm.ALL])
    print("cache:", effective_rules.cache_info())


if __name__ == "__main__":
    main()  # test: main(requests=300)
