#!/usr/bin/env python3
"""run_bench.py - times every bench/*.py under nearly and CPython in the same run.

For each program it runs `nearly run PROG`, `/usr/bin/python3.11 PROG` (the reference) and the
`python3` found on PATH (a second column), takes the best of --repeat runs of each (CPU time of
the child, user + sys, from resource.getrusage), checks that nearly prints exactly what the
reference prints, and prints a table:

    name  nearly_s  python_s  ratio  python3_s

ratio = nearly_s / python_s (lower is better; < 1 means nearly is faster). The last line is the
geometric mean of the ratios. A program whose output differs or that crashes is reported as FAIL
and left out of the mean. Options: --nearly PATH, --python PATH, --python2 PATH ('' to skip),
--repeat N, -k PATTERN, --wall (wall-clock time instead of CPU time), --nearly-args "ARGS".
"""

import argparse
import math
import os
import resource
import shlex
import shutil
import subprocess
import sys
import time

BENCH_DIR = os.path.dirname(os.path.abspath(__file__))


def child_cpu():
    """Returns the user + sys CPU seconds used so far by terminated children."""
    ru = resource.getrusage(resource.RUSAGE_CHILDREN)
    return ru.ru_utime + ru.ru_stime


def run_timed(argv, timeout, use_wall):
    """Runs argv once; returns (seconds, exit status, stdout bytes, stderr bytes)."""
    cpu0, wall0 = child_cpu(), time.perf_counter()
    try:
        p = subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           stdin=subprocess.DEVNULL, timeout=timeout, cwd=BENCH_DIR)
    except subprocess.TimeoutExpired:
        return None, None, b"", b"timed out"
    except OSError as e:
        return None, None, b"", str(e).encode()
    wall = time.perf_counter() - wall0
    cpu = child_cpu() - cpu0
    return (wall if use_wall else cpu), p.returncode, p.stdout, p.stderr


def best_of(argv, repeat, timeout, use_wall):
    """Runs argv `repeat` times; returns (best seconds, status, stdout, stderr) of the runs.

    Stops early on a failing run, whose status and output are returned with time None.
    """
    best, last = None, None
    for _ in range(repeat):
        secs, status, out, err = run_timed(argv, timeout, use_wall)
        last = (status, out, err)
        if secs is None or status != 0:
            return None, status, out, err
        best = secs if best is None else min(best, secs)
    return (best,) + last


def resolve_python(name):
    """Returns the real interpreter behind `name` (pyenv shims are scripts), or None."""
    path = shutil.which(name) if name else None
    if not path:
        return None
    try:
        out = subprocess.run([path, "-c", "import sys; print(sys.executable)"], stdout=subprocess.PIPE,
                             stderr=subprocess.DEVNULL, timeout=30).stdout.decode().strip()
        return out or path
    except (OSError, subprocess.TimeoutExpired):
        return path


def fmt(secs):
    """Formats seconds for the table, or '-' when missing."""
    return "%.3f" % secs if secs is not None else "-"


def main():
    ap = argparse.ArgumentParser(description="Benchmark nearly against CPython.")
    ap.add_argument("--nearly", default="build/nearly")
    ap.add_argument("--python", default="/usr/bin/python3.11", help="reference CPython")
    ap.add_argument("--python2", default="python3", help="second CPython column ('' to skip)")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--timeout", type=float, default=300.0)
    ap.add_argument("--wall", action="store_true", help="measure wall-clock instead of CPU time")
    ap.add_argument("--nearly-args", default="--budget 1000000000000 --timeout 600",
                    help="extra arguments for `nearly run`")
    ap.add_argument("-k", default=None, help="only programs whose name contains this")
    args = ap.parse_args()

    nearly = os.path.abspath(args.nearly)
    python = resolve_python(args.python) or args.python
    python2 = resolve_python(args.python2)
    if python2 and os.path.realpath(python2) == os.path.realpath(python):
        python2 = None
    progs = sorted(f for f in os.listdir(BENCH_DIR) if f.endswith(".py") and f != "run_bench.py")
    if args.k:
        progs = [p for p in progs if args.k in p]

    print("nearly:  %s" % nearly)
    print("python:  %s" % python)
    print("python3: %s" % (python2 or "(same as python, skipped)"))
    print("time:    best of %d, %s" % (args.repeat, "wall clock" if args.wall else "CPU user+sys"))
    print()
    header = "%-16s %10s %10s %8s %10s" % ("name", "nearly_s", "python_s", "ratio", "python3_s")
    print(header)
    print("-" * len(header))
    ratios, failures = [], 0
    for prog in progs:
        name = prog[:-3]
        ref_t, ref_st, ref_out, ref_err = best_of([python, prog], args.repeat, args.timeout, args.wall)
        if ref_t is None:
            print("%-16s %s" % (name, "SKIP (reference python failed: %r)" % ref_err[-100:]))
            continue
        argv = [nearly, "run"] + shlex.split(args.nearly_args) + [prog]
        n_t, n_st, n_out, n_err = best_of(argv, args.repeat, args.timeout, args.wall)
        p2_t = None
        if python2:
            p2_t = best_of([python2, prog], args.repeat, args.timeout, args.wall)[0]
        if n_t is None or n_out != ref_out:
            failures += 1
            why = ("exit %s: %s" % (n_st, n_err.decode("utf-8", "replace").strip().splitlines()[-1:])
                   if n_t is None else "output differs: %r vs %r" % (n_out[:60], ref_out[:60]))
            print("%-16s %10s %10s %8s %10s  FAIL %s" % (name, "-", fmt(ref_t), "-", fmt(p2_t), why[:120]))
            continue
        ratio = n_t / ref_t if ref_t > 0 else float("inf")
        ratios.append(ratio)
        print("%-16s %10s %10s %8.2f %10s" % (name, fmt(n_t), fmt(ref_t), ratio, fmt(p2_t)))
        sys.stdout.flush()
    print("-" * len(header))
    if ratios:
        gmean = math.exp(sum(math.log(max(r, 1e-9)) for r in ratios) / len(ratios))
        print("geometric mean ratio (nearly/python) over %d programs: %.2f  (%d FAIL)" % (
            len(ratios), gmean, failures))
    else:
        print("geometric mean ratio: n/a (%d FAIL)" % failures)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
