#!/usr/bin/env python3
"""Opcode histogram of the bench programs (`make opstats`).

Runs an NP_OPSTATS build of nearly (vm/np_interp.c) over every bench/*.py program (or those
matching -k), each writing its dispatch counts to a file, then prints the commonest opcodes and
opcode pairs. Each program is weighted equally: its counts are turned into shares of its own
dispatches before they are averaged, so one long program does not decide the table.
"""
import argparse
import collections
import glob
import os
import subprocess
import sys
import tempfile


def is_benchmark(path):
    """A benchmark program starts with a '# Benchmark' line (run_bench.py's rule)."""
    with open(path, encoding="utf-8") as fh:
        return fh.readline().startswith("# Benchmark")


def read_counts(path):
    """The opcode and pair counts of one program's NP_OPSTATS_OUT file."""
    ops, pairs = collections.Counter(), collections.Counter()
    with open(path) as fh:
        for line in fh:
            parts = line.split()
            if parts[0] == "op":
                ops[parts[1]] += int(parts[2])
            elif parts[0] == "pair":
                pairs[(parts[1], parts[2])] += int(parts[3])
    return ops, pairs


def shares(counter):
    """[counter]'s counts as fractions of their total."""
    total = sum(counter.values()) or 1
    return {k: v / total for k, v in counter.items()}


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--nearly", default="build/opstats/nearly")
    ap.add_argument("-k", default="", help="only programs whose name contains this")
    ap.add_argument("--top", type=int, default=40)
    ap.add_argument("--per-program", action="store_true",
                    help="also print each program's three commonest pairs")
    args = ap.parse_args()
    here = os.path.dirname(os.path.abspath(__file__))
    progs = sorted(p for p in glob.glob(os.path.join(here, "*.py"))
                   if is_benchmark(p) and args.k in os.path.basename(p))
    op_avg, pair_avg = collections.Counter(), collections.Counter()
    done = 0
    with tempfile.TemporaryDirectory() as tmp:
        for prog in progs:
            out = os.path.join(tmp, os.path.basename(prog) + ".ops")
            env = dict(os.environ, NP_OPSTATS_OUT=out, NEARLY_HASH_SEED="0")
            r = subprocess.run([args.nearly, "run", "--timeout", "300", prog], env=env,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=here)
            if r.returncode != 0 or not os.path.exists(out):
                print(f"# {os.path.basename(prog)}: exit {r.returncode}, left out", file=sys.stderr)
                continue
            ops, pairs = read_counts(out)
            for k, v in shares(ops).items():
                op_avg[k] += v
            ps = shares(pairs)
            for k, v in ps.items():
                pair_avg[k] += v
            if args.per_program:
                top = sorted(ps.items(), key=lambda kv: -kv[1])[:3]
                print(f"# {os.path.basename(prog)}: " +
                      ", ".join(f"{a}>{b} {v:.1%}" for (a, b), v in top))
            done += 1
    done = done or 1
    print(f"opcodes (share of dispatches, {done} programs weighted equally)")
    for k, v in op_avg.most_common(args.top):
        print(f"  {k:16s} {v / done:6.2%}")
    print("pairs")
    for (a, b), v in pair_avg.most_common(args.top):
        print(f"  {a:16s} > {b:16s} {v / done:6.2%}")


if __name__ == "__main__":
    main()
