#!/usr/bin/env python3
"""run_bench.py - the issue 7 measurements: nearly against CPython and Lua 5.4 in the same run.

1. The table. For each bench/NAME.py it runs `nearly run NAME.py`, `/usr/bin/python3.11 NAME.py`
   (the reference), the `python3` found on PATH (pyenv's, a second reference) and, when
   bench/lua/NAME.lua exists and `lua5.4` is installed, `lua5.4 NAME.lua`. Each time is the best
   of --repeat runs of the child's CPU time (user + sys, from wait4's rusage). Nearly's output
   must equal the reference's exactly (else FAIL, left out of the means); a Lua port's output is
   checked too (else "Lua output differs"). Columns:

     program  py311_s  nearly_s  ratio  py3_s  ratio3  lua_s  lua_ratio

   ratio = nearly_s / py311_s, ratio3 = nearly_s / py3_s, lua_ratio = nearly_s / lua_s (lower
   is better; the issue's targets are a geometric mean ratio <= 0.5, no ratio above 1.0, and
   lua_ratio <= 1.3). Missing columns print "n/a".
2. The geometric means of ratio, ratio3 and lua_ratio, and of ratio over each held-out set in
   GROUPS (programs written blind in sessions 12-21, which tell whether the speed is general).
3. Process start-up: `nearly run` on a file holding `x = 1 + 1`, best and median wall time of
   --startup-runs spawns and the child's peak RSS, measured by --spawn-time (bench/spawn_time.c,
   a static helper: spawned from Python, a child's ru_maxrss would include Python's own pages),
   with python3.11 (-S), lua5.4 and /bin/true for scale.
4. In-process: bench_embed's create + run(`1 + 1`) + destroy time and idle VM size (--embed).
5. Limits overhead: the programs in --limits-programs run by `nearly` (every limit on, as in the
   table) and by --nearly-off, a build with NP_LIMITS_OFF=1 (no budget charging, no timeout or
   interrupt checks, no memory-limit tests; `make bench` builds it in build/nolimits), best of
   --repeat each, interleaved; the overhead is the geometric mean of on/off - 1. Without
   --nearly-off it compares the default limits with huge ones (same code paths, so it only
   shows noise) and says so.

Options: --nearly, --python, --python2 ('' to skip), --lua ('' to skip), --embed, --spawn-time,
--nearly-off,
--repeat N, -k PATTERN, --group NAME (only one of GROUPS), --wall, --nearly-args "ARGS", --skip-table, --timeout.
"""

import argparse
import math
import os
import shlex
import shutil
import subprocess
import sys
import tempfile
import time

BENCH_DIR = os.path.dirname(os.path.abspath(__file__))
LUA_DIR = os.path.join(BENCH_DIR, "lua")
# Every limit on but set far above what a benchmark needs, so the table measures speed.
DEFAULT_NEARLY_ARGS = "--budget 1000000000000 --timeout 600"
LIMITS_PROGRAMS = "fib,loops,sieve,closures,dict_count,methods,generators"
# The held-out sets: ten programs each, written blind in the held-out style by one engineer of
# a session (docs/performance.md has a section for each). The table reports each set's geomean.
GROUPS = {
    "heldout10": ["acl_policy", "bootstrap_ab", "crdt_replicas", "image_filters", "number_words",
                  "orm_models", "regex_nfa", "sensor_anomaly", "sliding_puzzle", "sparse_matrix"],
    "heldout11": ["library_loans", "elevator_fsm", "log_pipeline", "invoice_format",
                  "record_validate", "connect4_ab", "symbolic_diff", "cron_next", "bin_packing",
                  "ode_integrators"],
    "heldout12": ["spell_correct", "cipher_suite", "sort_algos", "redux_store", "plugin_registry",
                  "json_patch", "forth_interp", "greenhouse_sim", "stream_topk", "text_justify"],
    "heldout13": ["ast_visitor", "pagerank_links", "maxflow_net", "earley_parse", "robot_commands",
                  "elo_league", "matrix_class", "word_ladder", "skyline_sweep", "payroll_decimal"],
    "heldout14": ["order_book", "bpe_tokenizer", "url_router", "chess_perft", "kd_tree_nn",
                  "consistent_hash", "xml_dom_query", "graph_coloring", "md_table", "query_groupby"],
    "heldout15": ["search_bm25", "simplex_lp", "lsystem_turtle", "mail_threading",
                  "minesweeper_solver", "vcs_objects", "ecs_game", "dns_resolver",
                  "portfolio_backtest", "quadtree_collide"],
    "heldout16": ["fft_spectrum", "tetris_ai", "ssa_optimizer", "lsm_store", "sokoban_solver",
                  "music_harmony", "epidemic_net", "http_messages", "genealogy_kin", "bibtex_cite"],
    "heldout17": ["decision_tree", "neural_mlp", "bwt_codec", "ip_routing", "chem_balance",
                  "dungeon_gen", "logic_circuit", "timetable_csp", "readability_stats",
                  "hotel_booking"],
    "heldout18": ["helpdesk_queue", "tax_calculator", "crm_dedup", "shipping_rates",
                  "survey_analyzer", "feature_flags", "loyalty_ledger", "recipe_scaler",
                  "calendar_conflicts", "metrics_rollup"],
    "heldout19": ["blackjack_sim", "sandpile_ca", "bipartite_match", "regex_dfa", "cloth_verlet",
                  "graph_mincut", "ll1_parser", "mastermind_solver", "mcts_connect",
                  "prolog_solve"],
    "heldout20": ["yaml_lite", "blame_history", "link_checker", "pretty_doc", "cli_parser",
                  "changelog_gen", "protobuf_wire", "gitignore_match", "make_build", "po_catalog"],
    "heldout21": ["option_pricing", "mortgage_schedule", "circuit_nodal", "heat_diffusion",
                  "clinic_des", "wright_fisher", "kepler_orbits", "gillespie_ssa",
                  "bond_analytics", "pid_tuning"],
}


def spawn(argv, timeout, capture=True):
    """Runs argv once with posix_spawn; returns (cpu_s, wall_s, maxrss_kib, status, out, err).

    cpu_s is the child's user + sys time and maxrss its peak RSS, both from wait4. Output goes
    to temporary files (so a pipe never blocks the child). status is None on a timeout.
    """
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        fa = [(os.POSIX_SPAWN_OPEN, 0, os.devnull, os.O_RDONLY, 0)]
        if capture:
            fa += [(os.POSIX_SPAWN_DUP2, out.fileno(), 1), (os.POSIX_SPAWN_DUP2, err.fileno(), 2)]
        else:
            fa += [(os.POSIX_SPAWN_OPEN, 1, os.devnull, os.O_WRONLY, 0),
                   (os.POSIX_SPAWN_OPEN, 2, os.devnull, os.O_WRONLY, 0)]
        t0 = time.perf_counter()
        try:
            pid = os.posix_spawn(argv[0], argv, os.environ, file_actions=fa)
        except OSError as e:
            return None, None, None, None, b"", str(e).encode()
        deadline = t0 + timeout
        while True:
            wpid, st, ru = os.wait4(pid, os.WNOHANG)
            if wpid == pid:
                break
            if time.perf_counter() > deadline:
                os.kill(pid, 9)
                os.wait4(pid, 0)
                return None, None, None, None, b"", b"timed out"
            time.sleep(0.0005)
        wall = time.perf_counter() - t0
        status = os.waitstatus_to_exitcode(st)
        out.seek(0)
        err.seek(0)
        return ru.ru_utime + ru.ru_stime, wall, ru.ru_maxrss, status, out.read(), err.read()


def best_of(argv, repeat, timeout, use_wall):
    """Runs argv `repeat` times; returns (best seconds, status, stdout, stderr).

    Stops at the first failing run, whose status and output are returned with time None.
    """
    best, last = None, (None, b"", b"")
    for _ in range(repeat):
        cpu, wall, _, status, out, err = spawn(argv, timeout)
        last = (status, out, err)
        if cpu is None or status != 0:
            return (None,) + last
        secs = wall if use_wall else cpu
        best = secs if best is None else min(best, secs)
    return (best,) + last


def resolve(name):
    """Returns the absolute path of program `name` (PATH lookup), or None."""
    if not name:
        return None
    if os.sep in name:
        return os.path.abspath(name) if os.access(name, os.X_OK) else None
    return shutil.which(name)


def resolve_python(name):
    """Returns the real interpreter behind `name` (pyenv shims are scripts), or None."""
    path = resolve(name)
    if not path:
        return None
    try:
        out = subprocess.run([path, "-c", "import sys; print(sys.executable)"], stdout=subprocess.PIPE,
                             stderr=subprocess.DEVNULL, timeout=30).stdout.decode().strip()
        return out or path
    except (OSError, subprocess.TimeoutExpired):
        return path


def fmt(secs):
    """Formats seconds for the table, or 'n/a' when missing."""
    return "%.3f" % secs if secs is not None else "n/a"


def fmt_ratio(r):
    return "%.2f" % r if r is not None else "n/a"


def gmean(xs):
    """Geometric mean of positive numbers, None for an empty list."""
    xs = [x for x in xs if x is not None]
    if not xs:
        return None
    return math.exp(sum(math.log(max(x, 1e-9)) for x in xs) / len(xs))


def run_table(args, nearly, python, python2, lua, progs):
    """Prints the table and the geometric means; returns the number of failures."""
    header = "%-15s %9s %9s %7s %9s %7s %9s %9s" % (
        "program", "py311_s", "nearly_s", "ratio", "py3_s", "ratio3", "lua_s", "lua_ratio")
    print(header)
    print("-" * len(header))
    ratios, ratios3, lua_ratios, above, failures = [], [], [], [], 0
    by_name = {}
    nargs = shlex.split(args.nearly_args)
    for prog in progs:
        name = prog[:-3]
        prog = os.path.join(BENCH_DIR, prog)
        ref_t, _, ref_out, ref_err = best_of([python, prog], args.repeat, args.timeout, args.wall)
        if ref_t is None:
            print("%-15s SKIP (reference python failed: %r)" % (name, ref_err[-100:]))
            continue
        n_t, n_st, n_out, n_err = best_of([nearly, "run"] + nargs + [prog], args.repeat,
                                          args.timeout, args.wall)
        p2_t = best_of([python2, prog], args.repeat, args.timeout, args.wall)[0] if python2 else None
        lua_t, lua_note = None, ""
        lua_src = os.path.join(LUA_DIR, name + ".lua")
        if lua and os.path.exists(lua_src):
            lua_t, _, lua_out, lua_err = best_of([lua, lua_src], args.repeat, args.timeout, args.wall)
            if lua_t is not None and lua_out != ref_out:
                lua_t, lua_note = None, "  (Lua output differs)"
            elif lua_t is None:
                lua_note = "  (Lua failed: %r)" % lua_err[-60:]
        if n_t is None or n_out != ref_out:
            failures += 1
            why = ("exit %s: %s" % (n_st, n_err.decode("utf-8", "replace").strip().splitlines()[-1:])
                   if n_t is None else "output differs: %r vs %r" % (n_out[:60], ref_out[:60]))
            print("%-15s %9s %9s %7s %9s %7s %9s %9s  FAIL %s" % (
                name, fmt(ref_t), "-", "-", fmt(p2_t), "-", fmt(lua_t), "-", why[:120]))
            continue
        ratio = n_t / ref_t if ref_t > 0 else None
        ratio3 = n_t / p2_t if p2_t else None
        lua_ratio = n_t / lua_t if lua_t else None
        ratios.append(ratio)
        by_name[name] = ratio
        if ratio and ratio > 1.0:
            above.append(name)
        ratios3.append(ratio3)
        lua_ratios.append(lua_ratio)
        print("%-15s %9s %9s %7s %9s %7s %9s %9s%s" % (
            name, fmt(ref_t), fmt(n_t), fmt_ratio(ratio), fmt(p2_t), fmt_ratio(ratio3), fmt(lua_t),
            fmt_ratio(lua_ratio), lua_note))
        sys.stdout.flush()
    print("-" * len(header))
    nlua = len([r for r in lua_ratios if r is not None])
    print("geometric mean nearly / %s over %d programs: %s  (%d FAIL)" % (
        os.path.basename(python), len(ratios), fmt_ratio(gmean(ratios)), failures))
    print("geometric mean nearly / %s: %s" % (
        python2 or "python3 (skipped)", fmt_ratio(gmean(ratios3))))
    print("geometric mean nearly / lua5.4 over %d ported programs: %s" % (
        nlua, fmt_ratio(gmean(lua_ratios)) if lua else "n/a (lua5.4 not installed)"))
    print("programs above ratio 1.0: %s" % (
        ", ".join(above) or "none"))
    for group, names in sorted(GROUPS.items()):
        got = [by_name[n] for n in names if n in by_name]
        if got:
            print("geometric mean nearly / %s over %s (%d of %d): %s" % (
                os.path.basename(python), group, len(got), len(names), fmt_ratio(gmean(got))))
    return failures


def startup(args, nearly, python, lua):
    """Prints process start-up wall time and peak RSS of `nearly run` on `x = 1 + 1`."""
    print()
    print("process start-up (`x = 1 + 1`; best and median wall of %d spawns, peak RSS of the child)"
          % args.startup_runs)
    if not args.spawn_time or not os.access(args.spawn_time, os.X_OK):
        print("  n/a (no spawn_time binary; `make bench` builds build/spawn_time)")
        return
    fd, path = tempfile.mkstemp(suffix=".py")
    with os.fdopen(fd, "w") as f:
        f.write("x = 1 + 1\n")
    lua_path = path[:-3] + ".lua"
    with open(lua_path, "w") as f:
        f.write("local x = 1 + 1\n")
    rows = [("nearly run", [nearly, "run", path]), ("python3.11 -S", [python, "-S", path]),
            ("python3.11", [python, path])]
    if lua:
        rows.append(("lua5.4", [lua, lua_path]))
    rows.append(("/bin/true", ["/bin/true"]))
    try:
        for label, argv in rows:
            try:
                p = subprocess.run([args.spawn_time, str(args.startup_runs)] + argv,
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=120)
            except (OSError, subprocess.TimeoutExpired) as e:
                print("  %-15s failed: %s" % (label, e))
                continue
            kv = dict(line.split("=", 1) for line in p.stdout.decode().split() if "=" in line)
            if p.returncode != 0 or "wall_best_us" not in kv:
                print("  %-15s failed: %s" % (label, p.stderr.decode("utf-8", "replace").strip()))
                continue
            print("  %-15s %7.3f ms best  %7.3f ms median  %6.2f MiB peak RSS" % (
                label, float(kv["wall_best_us"]) / 1e3, float(kv["wall_median_us"]) / 1e3,
                int(kv["maxrss_kib"]) / 1024.0))
    finally:
        os.unlink(path)
        os.unlink(lua_path)
    print("  (targets for nearly: <= 1 ms wall, <= 2 MiB peak RSS; wall includes fork/exec, the"
          " dynamic loader and exit, see /bin/true)")


def embed(args):
    """Runs bench_embed and prints its in-process numbers."""
    print()
    print("in-process (bench/bench_embed.c, linked against libnearly.a)")
    if not args.embed or not os.access(args.embed, os.X_OK):
        print("  n/a (no bench_embed binary; `make bench` builds build/bench_embed)")
        return
    try:
        p = subprocess.run([args.embed, "--iters", str(args.embed_iters)], stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, timeout=300)
    except (OSError, subprocess.TimeoutExpired) as e:
        print("  failed: %s" % e)
        return
    if p.returncode != 0:
        print("  failed: %s" % p.stderr.decode("utf-8", "replace").strip())
        return
    kv = dict(line.split("=", 1) for line in p.stdout.decode().split() if "=" in line)
    print("  create + run(`1 + 1`) + destroy: %s us   (target <= 20 us)" % kv.get("create_run_destroy_us"))
    print("  create + destroy:                %s us" % kv.get("create_destroy_us"))
    print("  run(`1 + 1`) in a live VM:       %s us" % kv.get("run_us"))
    print("  idle VM, VM's own accounting:    %.1f KiB   (target <= 64 KiB)" %
          (int(kv.get("idle_vm_accounted", 0)) / 1024.0))
    print("  idle VM, malloc'd bytes in use:  %.1f KiB   (accounting + VM struct, policy, module"
          " registry, malloc headers)" % (int(kv.get("idle_vm_malloc", 0)) / 1024.0))
    print("  idle VM, accounting high-water:  %.1f KiB   (while building, before dicts are compacted)"
          % (int(kv.get("idle_vm_peak", 0)) / 1024.0))
    print("  after one run: accounted %.1f KiB (peak %.1f KiB), malloc'd %.1f KiB" % (
        int(kv.get("idle_vm_after_run_accounted", 0)) / 1024.0,
        int(kv.get("idle_vm_after_run_peak", 0)) / 1024.0,
        int(kv.get("idle_vm_after_run_malloc", 0)) / 1024.0))


def limits_overhead(args, nearly):
    """Prints the cost of the budget and memory-limit checks (see the module docstring)."""
    print()
    names = [n.strip() for n in args.limits_programs.split(",") if n.strip()]
    on_args = shlex.split(args.nearly_args)
    off = args.nearly_off if args.nearly_off and os.access(args.nearly_off, os.X_OK) else None
    if off:
        print("limits overhead: `nearly` (all limits on) vs %s (NP_LIMITS_OFF=1 build)" % off)
        off_cmd = [off, "run"] + on_args
    else:
        print("limits overhead: no NP_LIMITS_OFF build given (--nearly-off); comparing huge limits"
              " with default ones (the charging code runs in both, so this shows noise only)")
        off_cmd = [nearly, "run", "--budget", str(4 * 10**18), "--memory-limit", "64G",
                   "--timeout", "10000000"]
    rows = []
    for name in names:
        prog = os.path.join(BENCH_DIR, name + ".py")
        if not os.path.exists(prog):
            continue
        on_best, off_best = None, None
        for _ in range(args.repeat):
            t_on = best_of([nearly, "run"] + on_args + [prog], 1, args.timeout, args.wall)[0]
            t_off = best_of(off_cmd + [prog], 1, args.timeout, args.wall)[0]
            if t_on is None or t_off is None:
                on_best = None
                break
            on_best = t_on if on_best is None else min(on_best, t_on)
            off_best = t_off if off_best is None else min(off_best, t_off)
        if on_best is None:
            print("  %-15s failed" % name)
            continue
        rows.append(on_best / off_best)
        print("  %-15s on %7.3f s  off %7.3f s  on/off %.3f" % (name, on_best, off_best,
                                                              on_best / off_best))
    g = gmean(rows)
    if g is not None:
        print("  overhead (geometric mean of on/off - 1): %+.1f%%   (target <= 5%%)" % ((g - 1) * 100))


def is_benchmark(name):
    """A benchmark program starts with a '# Benchmark' header line; the tools beside them
    (run_bench.py itself, startup_order.py) do not."""
    with open(os.path.join(BENCH_DIR, name), encoding="utf-8") as f:
        return f.readline().startswith("# Benchmark")


def main():
    ap = argparse.ArgumentParser(description="Benchmark nearly against CPython and Lua 5.4.")
    ap.add_argument("--nearly", default="build/nearly")
    ap.add_argument("--nearly-off", default="", help="an NP_LIMITS_OFF=1 build of nearly")
    ap.add_argument("--embed", default="build/bench_embed", help="the bench_embed binary")
    ap.add_argument("--embed-iters", type=int, default=2000)
    ap.add_argument("--spawn-time", default="build/spawn_time", help="the spawn_time binary")
    ap.add_argument("--python", default="/usr/bin/python3.11", help="reference CPython")
    ap.add_argument("--python2", default="python3", help="second CPython column ('' to skip)")
    ap.add_argument("--lua", default="lua5.4", help="Lua 5.4 interpreter ('' to skip)")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--startup-runs", type=int, default=40)
    ap.add_argument("--timeout", type=float, default=300.0)
    ap.add_argument("--wall", action="store_true", help="measure wall-clock instead of CPU time")
    ap.add_argument("--nearly-args", default=DEFAULT_NEARLY_ARGS,
                    help="extra arguments for `nearly run`")
    ap.add_argument("--limits-programs", default=LIMITS_PROGRAMS,
                    help="comma-separated programs for the limits-overhead comparison ('' to skip)")
    ap.add_argument("--skip-table", action="store_true", help="only start-up, embed and limits")
    ap.add_argument("-k", default=None, help="only programs whose name contains this")
    ap.add_argument("--group", default=None, choices=sorted(GROUPS),
                    help="only the programs of this held-out set")
    args = ap.parse_args()

    nearly = os.path.abspath(args.nearly)
    if args.embed:
        args.embed = os.path.abspath(args.embed)
    if args.spawn_time:
        args.spawn_time = os.path.abspath(args.spawn_time)
    if args.nearly_off:
        args.nearly_off = os.path.abspath(args.nearly_off)
    python = resolve_python(args.python) or args.python
    python2 = resolve_python(args.python2)
    if python2 and os.path.realpath(python2) == os.path.realpath(python):
        python2 = None
    lua = resolve(args.lua)
    progs = sorted(f for f in os.listdir(BENCH_DIR) if f.endswith(".py") and is_benchmark(f))
    if args.group:
        progs = [p for p in progs if p[:-3] in GROUPS[args.group]]
    if args.k:
        progs = [p for p in progs if args.k in p]
    if args.k or args.group:
        args.limits_programs = ",".join(p[:-3] for p in progs
                                        if p[:-3] in args.limits_programs.split(","))

    print("date:    %s" % time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()))
    print("machine: %s, %d CPUs, load average %.2f" % (os.uname().machine, os.cpu_count() or 0,
                                                      os.getloadavg()[0]))
    print("nearly:  %s %s" % (nearly, args.nearly_args))
    print("py311:   %s" % python)
    print("py3:     %s" % (python2 or "(same as py311 or absent, skipped)"))
    print("lua:     %s" % (lua or "n/a (lua5.4 not installed: apt-get install lua5.4)"))
    print("time:    best of %d, %s" % (args.repeat, "wall clock" if args.wall else "CPU user+sys"))
    print()
    failures = 0
    if not args.skip_table:
        failures = run_table(args, nearly, python, python2, lua, progs)
    startup(args, nearly, python, lua)
    embed(args)
    if args.limits_programs:
        limits_overhead(args, nearly)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
