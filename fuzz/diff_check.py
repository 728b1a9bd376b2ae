#!/usr/bin/env python3
"""diff_check.py - differential check of Nearly against CPython on generated programs.

Generates programs with fuzz/gen_program.py (seeds FIRST..FIRST+N-1), runs each under
`nearly run` and python3, and compares stdout, the exit status and, on failure, the last stderr
line. Mismatches are grouped into categories by the first differing output line (numbers and
quoted text blurred, so one bug gives one category), and each category is listed with its
smallest program. Mismatching programs are saved to --save-dir for minimization.

  fuzz/diff_check.py --nearly build/nearly -n 500 [--first 0] [--save-dir build/fuzz/diff]

Exits 0 when every program matched, 1 otherwise.
"""

import argparse
import concurrent.futures
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_program  # noqa: E402


def run(cmd, path, timeout):
    """Runs [cmd] + [path]; returns (status, stdout lines, last stderr line)."""
    try:
        p = subprocess.run(cmd + [path], capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return ("timeout", [], "")
    err = [ln for ln in p.stderr.decode("utf-8", "replace").splitlines() if ln.strip()]
    return (p.returncode, p.stdout.decode("utf-8", "replace").splitlines(),
            err[-1] if err else "")


def blur(line):
    """Turns a line into a category key: digits and quoted text become placeholders."""
    line = re.sub(r"'[^']*'", "'S'", line)
    line = re.sub(r"\d+(\.\d+)?(e[-+]?\d+)?", "N", line)
    return line[:120]


def check(args, seed):
    """Runs program [seed] under both; returns None on a match, else a mismatch record."""
    text = gen_program.generate(seed)
    path = os.path.join(args.save_dir, "gen-%d.py" % seed)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    n = run([args.nearly, "run"], path, args.timeout)
    c = run([args.python], path, args.timeout)
    if n == c or (n[0] == c[0] and n[1] == c[1] and (n[0] == 0 or n[2] == c[2])):
        os.unlink(path)
        return None
    if n[0] != c[0] and n[0] != 0 and "SyntaxError" in n[2]:
        # A construct Nearly rejects at compile time: one category per message.
        key = "nearly SyntaxError: %s" % blur(n[2])
        detail = "nearly: %s\npython: exit %s" % (n[2], c[0])
    elif n[0] != c[0] and n[1] == c[1]:
        key = "exit %s vs %s: %s" % (n[0], c[0], blur(n[2]))
        detail = "nearly: %s\npython: %s" % (n[2], c[2])
    else:
        i = 0
        while i < min(len(n[1]), len(c[1])) and n[1][i] == c[1][i]:
            i += 1
        nl = n[1][i] if i < len(n[1]) else "<end of output; exit %s: %s>" % (n[0], n[2])
        cl = c[1][i] if i < len(c[1]) else "<end of output; exit %s: %s>" % (c[0], c[2])
        key = "%s  <->  %s" % (blur(nl), blur(cl))
        detail = "nearly: %s\npython: %s" % (nl, cl)
    return (key, seed, len(text), path, detail)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--nearly", default="build/nearly")
    ap.add_argument("--python", default="python3")
    ap.add_argument("-n", type=int, default=200, help="number of programs")
    ap.add_argument("--first", type=int, default=0, help="first seed")
    ap.add_argument("-j", type=int, default=2, help="parallel jobs")
    ap.add_argument("--timeout", type=float, default=20)
    ap.add_argument("--save-dir", default="build/fuzz/diff")
    args = ap.parse_args()
    os.makedirs(args.save_dir, exist_ok=True)
    cats = {}
    with concurrent.futures.ThreadPoolExecutor(args.j) as pool:
        for r in pool.map(lambda s: check(args, s), range(args.first, args.first + args.n)):
            if r:
                cats.setdefault(r[0], []).append(r[1:])
    bad = sum(len(v) for v in cats.values())
    for key, items in sorted(cats.items(), key=lambda kv: -len(kv[1])):
        seed, size, path, detail = min(items, key=lambda it: it[1])
        print("== %d program(s): %s" % (len(items), key))
        print("   smallest: %s (seed %d, %d bytes)" % (path, seed, size))
        print("   " + detail.replace("\n", "\n   "))
    print("%d programs, %d matched, %d mismatched, %d categories" %
          (args.n, args.n - bad, bad, len(cats)))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
