import json
import re
from collections import Counter

REPORT = '{"checks": [{"name": "lint", "status": "pass"}, {"name": "unit", "status": "fail", "detail": "3 failed"}, {"name": "types", "status": "pass"}, {"name": "e2e", "status": "skip"}]}'

def summarize(report):
    checks = json.loads(report)["checks"]
    status = Counter(c["status"] for c in checks)
    for c in checks:
        mark = {"pass": "OK ", "fail": "ERR", "skip": "-- "}[c["status"]]
        detail = c.get("detail", "")
        print(f"[{mark}] {c['name']:<6} {detail}".rstrip())
    return status

def main():
    status = summarize(REPORT)
    print(dict(sorted(status.items())))
    failed = status["fail"]
    m = re.search(r"(\d+) failed", REPORT)
    n = int(m.group(1)) if m else 0
    print(f"{failed} check(s) failed, {n} test(s)")
    if failed:
        raise SystemExit(2)

main()
