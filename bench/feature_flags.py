# Benchmark (held-out style, after typical agent code): a feature-flag evaluator. A JSON config
# defines flags with variants, targeting rules (attribute operators: eq, in, semver >=, regex,
# percentage rollout by a stable crc32 bucket of flag key + user id), prerequisites on other
# flags and reusable segments; an evaluator class with a per-request cache evaluates every
# flag for seeded users, records the reason of each decision, and tallies exposure counts per
# variant; a config change (a kill switch and a rollout bump) is applied and the diff of
# decisions is reported.
import json
import random
import re
import zlib
from collections import Counter, defaultdict
from dataclasses import dataclass
from enum import Enum
from functools import lru_cache


class Reason(Enum):
    OFF = "off"
    PREREQ = "prerequisite_failed"
    TARGET = "target_match"
    RULE = "rule_match"
    ROLLOUT = "rollout"
    DEFAULT = "fallthrough"


CONFIG = """
{
  "segments": {
    "beta": {"rules": [{"attr": "email", "op": "regex", "value": "@(beta|qa)\\\\.example\\\\.com$"}]},
    "eu": {"rules": [{"attr": "country", "op": "in", "value": ["DE", "FR", "NL", "ES", "IT"]}]},
    "big": {"rules": [{"attr": "seats", "op": "gte", "value": 50}]}
  },
  "flags": {
    "new-nav": {"on": true, "variants": ["off", "on"], "default": 0,
                "targets": {"1": ["u7", "u42"]},
                "rules": [{"segment": "beta", "variant": 1},
                          {"attr": "app_version", "op": "semver_gte", "value": "3.2.0", "rollout": [50, 50]}]},
    "checkout-v2": {"on": true, "variants": ["control", "treatment-a", "treatment-b"], "default": 0,
                    "prereqs": {"new-nav": 1},
                    "rules": [{"segment": "eu", "rollout": [34, 33, 33]},
                              {"attr": "plan", "op": "eq", "value": "pro", "variant": 1}]},
    "dark-mode": {"on": true, "variants": [false, true], "default": 0,
                  "rules": [{"attr": "platform", "op": "in", "value": ["ios", "android"], "rollout": [20, 80]}]},
    "bulk-export": {"on": true, "variants": ["none", "csv", "csv+xlsx"], "default": 0,
                    "rules": [{"segment": "big", "variant": 2},
                              {"attr": "plan", "op": "in", "value": ["pro", "team"], "variant": 1}]},
    "ai-assist": {"on": false, "variants": ["off", "on"], "default": 0, "rules": []},
    "price-test": {"on": true, "variants": [9, 12, 15], "default": 1,
                   "prereqs": {"bulk-export": 0},
                   "rules": [{"attr": "country", "op": "eq", "value": "US", "rollout": [30, 40, 30]}]}
  }
}
"""


@lru_cache(maxsize=256)
def parse_semver(text):
    m = re.fullmatch(r"(\d+)\.(\d+)\.(\d+)(?:-([\w.]+))?", text)
    if not m:
        return (0, 0, 0, "")
    major, minor, patch, pre = m.groups()
    return (int(major), int(minor), int(patch), pre or "~")


def bucket(flag, user_id, salt=""):
    return zlib.crc32(f"{flag}.{salt}.{user_id}".encode()) % 10000 / 100.0


@dataclass
class User:
    key: str
    email: str
    country: str
    plan: str
    platform: str
    app_version: str
    seats: int

    def get(self, attr):
        return getattr(self, attr, None)


class Evaluator:
    def __init__(self, config):
        self.segments = config["segments"]
        self.flags = config["flags"]
        self.patterns = {}
        self.exposures = defaultdict(Counter)

    def clause(self, rule, user):
        value = user.get(rule["attr"])
        op, want = rule["op"], rule["value"]
        if value is None:
            return False
        if op == "eq":
            return value == want
        if op == "in":
            return value in want
        if op == "gte":
            return value >= want
        if op == "semver_gte":
            return parse_semver(value) >= parse_semver(want)
        if op == "regex":
            pat = self.patterns.get(want)
            if pat is None:
                pat = self.patterns[want] = re.compile(want)
            return pat.search(value) is not None
        raise ValueError(f"unknown operator {op}")

    def matches(self, rule, user):
        if "segment" in rule:
            return all(self.clause(r, user) for r in self.segments[rule["segment"]]["rules"])
        return self.clause(rule, user)

    def pick(self, flag_key, rule, user):
        if "variant" in rule:
            return rule["variant"], Reason.RULE
        b = bucket(flag_key, user.key)
        acc = 0
        for i, weight in enumerate(rule["rollout"]):
            acc += weight
            if b < acc:
                return i, Reason.ROLLOUT
        return len(rule["rollout"]) - 1, Reason.ROLLOUT

    def evaluate(self, flag_key, user, cache):
        if flag_key in cache:
            return cache[flag_key]
        flag = self.flags[flag_key]
        result = None
        if not flag["on"]:
            result = (flag["default"], Reason.OFF)
        else:
            for pre, need in flag.get("prereqs", {}).items():
                if self.evaluate(pre, user, cache)[0] != need:
                    result = (flag["default"], Reason.PREREQ)
                    break
        if result is None:
            for variant, keys in flag.get("targets", {}).items():
                if user.key in keys:
                    result = (int(variant), Reason.TARGET)
                    break
        if result is None:
            for rule in flag["rules"]:
                if self.matches(rule, user):
                    result = self.pick(flag_key, rule, user)
                    break
            else:
                result = (flag["default"], Reason.DEFAULT)
        cache[flag_key] = result
        self.exposures[flag_key][flag["variants"][result[0]]] += 1
        return result

    def all_flags(self, user):
        cache = {}
        return {k: self.evaluate(k, user, cache) for k in sorted(self.flags)}


def make_users(n, rng):
    users = []
    for i in range(n):
        domain = rng.choice(["example.com", "beta.example.com", "qa.example.com", "mail.com", "corp.io"])
        users.append(User(f"u{i}", f"user{i}@{domain}", rng.choice(["US", "DE", "FR", "GB", "BR", "IN", "NL", "JP"]),
                          rng.choice(["free", "free", "team", "pro"]), rng.choice(["web", "ios", "android"]),
                          f"{rng.randint(2, 4)}.{rng.randint(0, 5)}.{rng.randint(0, 9)}", rng.choice([1, 3, 10, 60, 200])))
    return users


def main(n=4500, seed=4):
    rng = random.Random(seed)
    config = json.loads(CONFIG)
    users = make_users(n, rng)
    ev = Evaluator(config)
    before = {u.key: ev.all_flags(u) for u in users}
    reasons = Counter(r.value for res in before.values() for _, r in res.values())
    print("reasons", sorted(reasons.items()))
    for flag in sorted(ev.exposures):
        print(f"  {flag:<12}", json.dumps(dict(sorted(ev.exposures[flag].items(), key=lambda kv: str(kv[0])))))
    changed = json.loads(json.dumps(config))
    changed["flags"]["new-nav"]["rules"][1]["rollout"] = [20, 80]
    changed["flags"]["bulk-export"]["on"] = False
    changed["flags"]["ai-assist"]["on"] = True
    changed["flags"]["ai-assist"]["rules"] = [{"attr": "plan", "op": "eq", "value": "pro", "rollout": [90, 10]}]
    ev2 = Evaluator(changed)
    diff = Counter()
    for u in users:
        after = ev2.all_flags(u)
        for k, (v, _) in after.items():
            if before[u.key][k][0] != v:
                diff[k] += 1
    print("changed decisions", sorted(diff.items()))
    print("semver cache", parse_semver.cache_info().currsize, "patterns", len(ev.patterns))
    cohort = [u.key for u in users if before[u.key]["checkout-v2"][0] == 2][:6]
    print("treatment-b sample", cohort)
    print("buckets", [bucket("new-nav", f"u{i}") for i in range(5)])


if __name__ == "__main__":
    main()  # test: main(n=80)
