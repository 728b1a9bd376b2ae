#!/usr/bin/env python3
"""run_tests.py - runs every Nearly test and prints "N passed, N failed" as its last line.

Test kinds, in the order they are collected:
  1. unit      every executable in --unit-dir (C unit tests); pass = exit status 0.
  2. script    tests/<dir>/**/*.py (lang, errors, limits, ...) and examples/*.py: run under
               `nearly run FILE` and, unless the file says `# cpython: skip`, under python3;
               stdout and exit status must be identical, and on exit status 1 so must the last
               stderr line (`Type: message`).
               If FILE with the suffix .out exists, nearly's stdout must also equal it.
  3. syntax    tests/syntax/*.py whose first line is `# expect: SyntaxError line 3: message`.
  4. badinput  generated hostile inputs (random bytes, deep nesting, huge lines, bad encodings):
               nearly must exit 0 or 1 within 10 s with a clean error line, never crash.
  5. cli       the command-line contract (usage errors, -c, stdin, the limit flags).
  6. corpus    tests/security/corpus/*.py, the escape and resource-exhaustion corpus, run with
               limits by tests/security/corpus/run_corpus.py (no crash, no hang, no secret read, no
               file written, nothing printed ESCAPED; legit programs match python3).
  7. fuzzoracle the execution fuzz harness's escape oracle (fuzz/fuzz_exec.c, built by `make`
               as build/fuzz-replay/replay_exec): it stays quiet on the seeds and the escape
               corpus, and fires (aborts with ESCAPE ORACLE) on the canary seeds when
               NEARLY_FUZZ_GRANT_CANARY=1 makes the canary reachable.
  8. bench     bench/*.py programs with `# test: LINE` markers, reduced: each marked line's code is
               replaced by LINE (same indentation), and the copy runs as a script test (above).
               The bench programs stay whole for `make bench`; make test checks them small.
  9. startup   the start-up contract of issue 7: `nearly run -c 'x = 1 + 1'` spawned by
               build/spawn_time (next to the unit dir) peaks at 2 MiB of RSS or less. Skipped for
               sanitizer builds, whose shadow memory alone is larger.
 10. repl      tests/repl/*.in fed to `nearly repl` on stdin (not a terminal); its stdout and
               stderr, merged, must equal the .in file's .out. A first line `# args: ...` gives
               extra arguments (paths relative to the repository). tests/repl/*.sh are
               terminal tests (tmux) run as `bash FILE NEARLY`: exit 0 passes, 77 skips.

Per-file directives, read from the first 5 lines of a script test:
  # cpython: skip                  not valid CPython (or deliberately different): no differential run
  # args: --budget 1000            extra arguments for `nearly run`, before the file name
  # stdin: text\\nmore             bytes fed to stdin of both runs (\\n and \\\\ escapes)
  # expect-exit: 1                 required exit status of nearly
  # expect-stderr-last: Prefix     nearly's last stderr line must start with this
  # stderr: full                   all of stderr (the whole traceback, caret lines included) must
                                   equal python3's, the directories of `File "..."` paths removed
  # skip: reason                   do not run the file at all
  # gcstress: skip (reason)         not run with --gc-stress (make test-gcstress), whose binary
                                   collects at every safe point: tests that churn enough garbage
                                   to pass the VM's time limit there

Options: --nearly PATH, --unit-dir DIR, --python PATH, -k PATTERN (substring filter on test names),
-v (also list passes), -j N (parallel jobs, default 4), --timeout SEC, --regen (write the .out
golden files of the selected script tests from python3's stdout instead of testing).
"""

import argparse
import concurrent.futures
import os
import random
import re
import shlex
import subprocess
import sys
import tempfile
import threading

TESTS_DIR = os.path.dirname(os.path.abspath(__file__))

# Directories under tests/ that are not script-test directories.
NON_SCRIPT_DIRS = {"syntax", "unit", "api", "codegen", "repl", "state", "provenance", "__pycache__"}

# Exception names accepted on the last stderr line without a ": message" part.
KNOWN_BARE_TYPES = {
    "MemoryError", "RecursionError", "KeyboardInterrupt", "StopIteration", "SystemExit",
    "AssertionError", "ZeroDivisionError", "BudgetExceeded", "TimeoutError", "Exception",
    "ValueError", "TypeError", "KeyError", "IndexError", "RuntimeError", "OverflowError",
    "SyntaxError", "IndentationError", "TabError", "NameError", "UnicodeDecodeError",
}

# The shape of a clean error line: `Type: message` (or a known bare type name).
CLEAN_ERROR_RE = re.compile(r"^[A-Za-z]+(Error|Exception|Exceeded)?: ")

# Markers that a sanitizer reported a problem (ASan exits 1 by default, like a Python error).
SANITIZER_MARKERS = ("ERROR: AddressSanitizer", "ERROR: LeakSanitizer", "runtime error:",
                     "SUMMARY: UndefinedBehaviorSanitizer", "AddressSanitizer:DEADLYSIGNAL")


class Result:
    """The outcome of one test: its name, whether it passed or was skipped, and a short reason."""

    def __init__(self, name, ok, detail="", skipped=False):
        self.name = name
        self.ok = ok
        self.detail = detail
        self.skipped = skipped


class Run:
    """What one process did: exit status (negative = killed by a signal, None = timed out), output."""

    def __init__(self, status, stdout, stderr):
        self.status = status
        self.stdout = stdout
        self.stderr = stderr

    def last_err_line(self):
        """Returns the last non-empty line of stderr, decoded, or '' if stderr is empty."""
        lines = [l for l in self.stderr.decode("utf-8", "replace").splitlines() if l.strip()]
        return lines[-1].rstrip() if lines else ""

    def describe(self):
        """Returns a short human description of the exit status."""
        if self.status is None:
            return "timed out"
        if self.status < 0:
            return "killed by signal %d" % -self.status
        return "exit %d" % self.status


def child_env():
    """Returns the environment for child processes: sanitizers exit with distinctive statuses."""
    env = dict(os.environ)
    env.setdefault("ASAN_OPTIONS", "exitcode=86:abort_on_error=0:detect_stack_use_after_return=0")
    env.setdefault("UBSAN_OPTIONS", "print_stacktrace=1:halt_on_error=1:exitcode=87")
    env.setdefault("LSAN_OPTIONS", "exitcode=88")
    env["PYTHONHASHSEED"] = "0"
    # Nearly draws a random str hash seed per VM; tests pin it so their output is reproducible.
    env["NEARLY_HASH_SEED"] = "0"
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    env.pop("PYTHONSTARTUP", None)
    return env


ENV = child_env()


def run_proc(argv, timeout, stdin=b"", cwd=None):
    """Runs argv with the given stdin bytes and returns a Run (status None on timeout)."""
    try:
        p = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, cwd=cwd, env=ENV, start_new_session=True)
    except OSError as e:
        return Run(127, b"", str(e).encode())
    try:
        out, err = p.communicate(stdin, timeout=timeout)
        return Run(p.returncode, out, err)
    except subprocess.TimeoutExpired:
        try:
            os.killpg(p.pid, 9)
        except OSError:
            pass
        out, err = p.communicate()
        return Run(None, out, err)


def sanitizer_problem(run):
    """Returns a one-line description of a sanitizer report in run's stderr, or None."""
    text = run.stderr.decode("utf-8", "replace")
    for marker in SANITIZER_MARKERS:
        idx = text.find(marker)
        if idx >= 0:
            line = text[idx:].splitlines()[0]
            return "sanitizer: " + line[:160]
    if run.status in (86, 87, 88):
        return "sanitizer exit status %d" % run.status
    return None


def first_diff(a, b, label_a="nearly", label_b="expected"):
    """Returns a description of the first differing line between two byte strings."""
    la = a.decode("utf-8", "replace").splitlines()
    lb = b.decode("utf-8", "replace").splitlines()
    for i in range(max(len(la), len(lb))):
        x = la[i] if i < len(la) else "<end of output>"
        y = lb[i] if i < len(lb) else "<end of output>"
        if x != y:
            return "line %d: %s %r vs %s %r" % (i + 1, label_a, x[:120], label_b, y[:120])
    return "line endings or trailing newline (%s %r vs %s %r)" % (label_a, a[-20:], label_b, b[-20:])


def error_note(run, expected_status):
    """Returns '; nearly exit N: <last stderr line>' when run's status is unexpected, else ''."""
    if run.status == expected_status:
        return ""
    return "; nearly %s: %r" % (run.describe(), run.last_err_line()[:150])


def is_clean_error_line(line):
    """Tells whether a last stderr line looks like a clean `Type: message` error report."""
    return bool(CLEAN_ERROR_RE.match(line)) or line in KNOWN_BARE_TYPES


# ---------------------------------------------------------------------------------------------
# Directives
# ---------------------------------------------------------------------------------------------

DIRECTIVE_RE = re.compile(r"^#\s*(cpython|args|stdin|expect-exit|expect-stderr-last|skip|stderr|gcstress)\s*:\s?(.*)$")


def unescape(text):
    """Expands the \\n, \\t and \\\\ escapes of a `# stdin:` directive."""
    out, i = [], 0
    while i < len(text):
        c = text[i]
        if c == "\\" and i + 1 < len(text):
            nxt = text[i + 1]
            out.append({"n": "\n", "t": "\t", "\\": "\\"}.get(nxt, "\\" + nxt))
            i += 2
        else:
            out.append(c)
            i += 1
    return "".join(out)


def read_directives(path):
    """Parses the directives in the first 5 lines of a test file into a dict."""
    d = {"cpython_skip": False, "args": [], "stdin": b"", "expect_exit": None,
         "expect_stderr_last": None, "skip": None, "stderr_full": False, "gcstress_skip": None}
    with open(path, "rb") as f:
        head = f.read(4096).decode("utf-8", "replace").splitlines()[:5]
    for line in head:
        m = DIRECTIVE_RE.match(line.strip())
        if not m:
            continue
        key, val = m.group(1), m.group(2).rstrip()
        if key == "cpython":
            d["cpython_skip"] = val.strip().lower().startswith("skip")
        elif key == "args":
            d["args"] = shlex.split(val)
        elif key == "stdin":
            d["stdin"] = unescape(val).encode()
        elif key == "expect-exit":
            d["expect_exit"] = int(val)
        elif key == "expect-stderr-last":
            d["expect_stderr_last"] = val.strip()
        elif key == "skip":
            d["skip"] = val.strip() or "skipped"
        elif key == "stderr":
            d["stderr_full"] = val.strip() == "full"
        elif key == "gcstress" and val.strip().lower().startswith("skip"):
            d["gcstress_skip"] = val.strip()
    return d


# ---------------------------------------------------------------------------------------------
# Test kinds
# ---------------------------------------------------------------------------------------------

class Ctx:
    """Settings shared by all tests: the binaries, the timeout and the temp dir for inputs."""

    def __init__(self, args):
        self.nearly = os.path.abspath(args.nearly) if os.sep in args.nearly else args.nearly
        self.python = args.python
        self.timeout = args.timeout or (120.0 if "asan" in args.nearly else 30.0)
        self.tmp = None
        self.regen = args.regen
        # --gc-stress: the binary collects at every safe point (make test-gcstress).
        self.gcstress = args.gc_stress


def unit_test(ctx, path):
    """Runs one C unit-test binary; it passes when it exits 0."""
    r = run_proc([path], ctx.timeout)
    if r.status != 0:
        tail = r.stderr.decode("utf-8", "replace").strip().splitlines()[-1:] or [""]
        return False, "%s; %s" % (r.describe(), tail[0][:160])
    return True, ""


def host_example_test(ctx, path):
    """Runs one example host binary; it passes when it exits 0 and prints its .expected file."""
    r = run_proc([path], ctx.timeout)
    if r.status != 0:
        return False, "%s; %s" % (r.describe(), r.stderr.decode("utf-8", "replace")[-160:])
    exp = os.path.join(os.path.dirname(TESTS_DIR), "examples", "host",
                       os.path.basename(path) + ".expected")
    with open(exp, "rb") as f:
        want = f.read()
    if r.stdout != want:
        return False, "stdout differs from %s at %s" % (exp, first_diff(r.stdout, want, "host", "expected"))
    return True, ""


def check_script_against(nr, pr, label):
    """Compares a nearly run with a reference run; returns an error string or None."""
    if nr.stdout != pr.stdout:
        return "stdout differs from %s at %s%s" % (label, first_diff(nr.stdout, pr.stdout, "nearly", label),
                                                   error_note(nr, pr.status))
    if nr.status != pr.status:
        return "exit status: nearly %s, %s %s (nearly stderr: %r)" % (
            nr.describe(), label, pr.describe(), nr.last_err_line()[:120])
    if nr.status == 1 and nr.last_err_line() != pr.last_err_line():
        return "last stderr line: nearly %r vs %s %r" % (nr.last_err_line()[:150], label,
                                                        pr.last_err_line()[:150])
    return None


# The directory part of a traceback's `File "..."` path (python3 prints the script's absolute path).
FILE_DIR_RE = re.compile(rb'File "[^"]*/')


def check_stderr_full(nr, pr):
    """Compares the whole stderr of two runs, paths reduced to file names (`# stderr: full`)."""
    a = FILE_DIR_RE.sub(b'File "', nr.stderr)
    b = FILE_DIR_RE.sub(b'File "', pr.stderr)
    if a != b:
        return "stderr differs from python3 at %s" % first_diff(a, b, "nearly", "python3")
    return None


def script_test(ctx, path):
    """Runs one script test under nearly (and python3 unless skipped); see the module docstring."""
    d = read_directives(path)
    if d["skip"]:
        return None, d["skip"]
    if ctx.gcstress and d["gcstress_skip"]:
        return None, d["gcstress_skip"]
    cwd, base = os.path.dirname(path), os.path.basename(path)
    golden = os.path.splitext(path)[0] + ".out"
    if ctx.regen:
        return regen_golden(ctx, path, d, golden)
    # A GC-stress binary runs a collection at every safe point, several times slower: its
    # scripts get a CPU-time limit just under the runner's own timeout instead of the default 30 s
    # (unless the test sets its own), so a slow but correct run is not reported as a failure.
    limit = []
    if ctx.gcstress and "--timeout" not in d["args"]:
        limit = ["--timeout", str(max(30, int(ctx.timeout) - 10))]
    nr = run_proc([ctx.nearly, "run"] + limit + d["args"] + [base], ctx.timeout, d["stdin"], cwd)
    problem = sanitizer_problem(nr)
    if problem:
        return False, problem
    if nr.status is None or nr.status < 0:
        return False, "nearly %s; last stderr %r" % (nr.describe(), nr.last_err_line()[:120])
    if os.path.exists(golden):
        with open(golden, "rb") as f:
            want = f.read()
        if nr.stdout != want:
            return False, "stdout differs from %s at %s%s" % (
                os.path.basename(golden), first_diff(nr.stdout, want, "nearly", "golden"),
                error_note(nr, d["expect_exit"] or 0))
    if d["expect_exit"] is not None and nr.status != d["expect_exit"]:
        return False, "exit status %s, expected %d (last stderr %r)" % (
            nr.describe(), d["expect_exit"], nr.last_err_line()[:120])
    if d["expect_stderr_last"] is not None and not nr.last_err_line().startswith(d["expect_stderr_last"]):
        return False, "last stderr line %r does not start with %r" % (
            nr.last_err_line()[:150], d["expect_stderr_last"])
    if d["cpython_skip"]:
        if d["expect_exit"] is None and nr.status != 0:
            return False, "nearly %s: %r" % (nr.describe(), nr.last_err_line()[:150])
        return True, ""
    pr = run_proc([ctx.python, base], ctx.timeout, d["stdin"], cwd)
    if pr.status is None:
        return False, "python3 timed out (the test itself is broken)"
    err = check_script_against(nr, pr, "python3")
    if not err and d["stderr_full"]:
        err = check_stderr_full(nr, pr)
    return (False, err) if err else (True, "")


# A bench program's line that make test runs reduced: `code  # test: replacement`.
BENCH_TEST_RE = re.compile(r"^(\s*)(.*?)\s+# test: (.*)$")


def bench_reduced(path):
    """The text of bench program [path] with every `# test:` line replaced, or None if it has none."""
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    marked = False
    for i, line in enumerate(lines):
        m = BENCH_TEST_RE.match(line)
        if m:
            lines[i] = m.group(1) + m.group(3)
            marked = True
    return "\n".join(lines) if marked else None


def bench_test(ctx, path, text):
    """Runs the reduced copy [text] of bench program [path] as a script test (nearly vs python3)."""
    copy = os.path.join(ctx.tmp, "bench_" + os.path.basename(path))
    with open(copy, "w", encoding="utf-8") as f:
        f.write(text)
    return script_test(ctx, copy)


def regen_golden(ctx, path, d, golden):
    """Writes the golden .out file of a script test from python3's stdout."""
    if d["cpython_skip"]:
        return None, "cpython: skip (golden file is hand-written)"
    pr = run_proc([ctx.python, os.path.basename(path)], ctx.timeout, d["stdin"], os.path.dirname(path))
    if pr.status is None:
        return False, "python3 timed out"
    with open(golden, "wb") as f:
        f.write(pr.stdout)
    return True, "wrote " + os.path.relpath(golden, TESTS_DIR)


SYNTAX_EXPECT_RE = re.compile(r"^#\s*expect:\s*([A-Za-z]+)\s+line\s+(\d+):\s?(.*)$")

# A python3 program that compiles a file and prints the SyntaxError's type, line and message.
CPYTHON_COMPILE = r"""
import sys
src = open(sys.argv[1], 'rb').read()
try:
    compile(src, sys.argv[1], 'exec')
except SyntaxError as e:
    print(type(e).__name__); print(e.lineno); print(e.msg)
else:
    print('NoError'); print(0); print('')
"""

FILE_LINE_RE = re.compile(r'^\s*File "[^"]*", line (\d+)')


def syntax_test(ctx, path):
    """Checks that nearly (and python3's compile) report the SyntaxError stated on line 1."""
    d = read_directives(path)
    if d["skip"]:
        return None, d["skip"]
    with open(path, "rb") as f:
        first = f.readline().decode("utf-8", "replace").strip()
    m = SYNTAX_EXPECT_RE.match(first)
    if not m:
        return False, "first line is not '# expect: SyntaxError line N: message'"
    etype, eline, emsg = m.group(1), int(m.group(2)), m.group(3).strip()
    want_last = "%s: %s" % (etype, emsg)
    if not d["cpython_skip"]:
        pr = run_proc([ctx.python, "-c", CPYTHON_COMPILE, path], ctx.timeout)
        got = pr.stdout.decode("utf-8", "replace").split("\n")
        if pr.status != 0 or len(got) < 3:
            return False, "python3 compile check failed: %r" % pr.stderr[-200:]
        if (got[0], got[1], got[2]) != (etype, str(eline), emsg):
            return False, "the expectation disagrees with python3: %s line %s: %s" % (got[0], got[1], got[2])
    nr = run_proc([ctx.nearly, "run"] + d["args"] + [os.path.basename(path)], ctx.timeout,
                  b"", os.path.dirname(path))
    problem = sanitizer_problem(nr)
    if problem:
        return False, problem
    if nr.status != 1:
        return False, "nearly %s, expected exit 1 (last stderr %r)" % (nr.describe(), nr.last_err_line()[:120])
    if nr.last_err_line() != want_last:
        return False, "last stderr line %r, expected %r" % (nr.last_err_line()[:150], want_last)
    lines = [FILE_LINE_RE.match(l) for l in nr.stderr.decode("utf-8", "replace").splitlines()]
    lines = [int(x.group(1)) for x in lines if x]
    if not lines or lines[-1] != eline:
        return False, "reported line %s, expected %d" % (lines[-1] if lines else "none", eline)
    return True, ""


def badinput_cases():
    """Returns (name, kind, payload) triples of hostile inputs: kind is 'file' or 'code'."""
    cases = []
    for seed in range(20):
        rng = random.Random(1000 + seed)
        data = bytes(rng.randrange(256) for _ in range(rng.randrange(1, 3000)))
        cases.append(("random_bytes_%02d" % seed, "file", data))
    for seed in range(6):
        # Random printable-ish Python token soup: reaches deeper into the parser than raw bytes.
        rng = random.Random(2000 + seed)
        toks = ["(", ")", "[", "]", "{", "}", ":", "if", "else", "def", "x", "1", "'s'", "=", "+",
                "*", "**", "lambda", "for", "in", "\n", "    ", ",", "yield", "not", ".", "f'{x}'"]
        data = " ".join(rng.choice(toks) for _ in range(400)).encode()
        cases.append(("token_soup_%02d" % seed, "file", data))
    cases += [
        ("nested_paren_100k", "file", b"(" * 100000),
        ("nested_bracket_100k", "file", b"[" * 100000),
        ("nested_brace_100k", "file", b"{" * 100000),
        ("balanced_paren_100k", "file", b"x = " + b"(" * 100000 + b"1" + b")" * 100000 + b"\n"),
        ("nested_unary_100k", "file", b"x = " + b"-" * 100000 + b"1\n"),
        ("nested_not_50k", "file", b"x = " + b"not " * 50000 + b"1\n"),
        ("nested_lambda_20k", "file", b"f = " + b"lambda: " * 20000 + b"1\n"),
        ("power_chain_100k", "file", b"x = 1" + b"**1" * 100000 + b"\n"),
        # Deep source through every recursive rule of the parser and compiler: a clean
        # SyntaxError or a result, never a crash.
        ("lambda_chain_100k", "file", b"f = " + b"lambda: " * 100000 + b"1\n"),
        ("not_chain_100k", "file", b"x = " + b"not " * 100000 + b"1\n"),
        ("ternary_chain_100k", "file", b"x = " + b"1 if 1 else " * 100000 + b"1\n"),
        ("call_chain_100k", "file", b"f = lambda: f\nx = f" + b"()" * 100000 + b"\n"),
        ("subscript_nest_100k", "file", b"a = [0]\nx = " + b"a[" * 100000 + b"0" + b"]" * 100000 + b"\n"),
        ("slice_nest_100k", "file", b"a = [0]\nx = " + b"a[:" * 100000 + b"0" + b"]" * 100000 + b"\n"),
        ("dict_display_100k", "file", b"x = " + b"{1:" * 100000 + b"1" + b"}" * 100000 + b"\n"),
        ("kwargs_nest_100k", "file", b"f = dict\nx = " + b"f(a=" * 100000 + b"1" + b")" * 100000 + b"\n"),
        ("starred_nest_100k", "file", b"x = [" + b"*[" * 100000 + b"1" + b"]" * 100000 + b"]\n"),
        ("comprehension_nest_5k", "file", b"x = " + b"[" * 5000 + b"1 for _ in [1]]" + b"for _ in [1]]" * 4999 + b"\n"),
        ("compare_chain_100k", "file", b"x = 1" + b" < 1" * 100000 + b"\n"),
        ("and_chain_100k", "file", b"x = 1" + b" and 1" * 100000 + b"\nprint(x)\n"),
        ("assign_targets_100k", "file", b"a" + b" = a" * 100000 + b" = 1\nprint(a)\n"),
        ("fstring_nest_200", "file", b"x = " + b"f'{" * 200 + b"1" + b"}'" * 200 + b"\n"),
        ("unterminated_single", "file", b"x = 'abc\nprint(x)\n"),
        ("unterminated_double", "file", b'x = "abc'),
        ("unterminated_triple", "file", b'x = """abc\n\n\nprint(1)\n'),
        ("unterminated_triple_single", "file", b"x = '''abc\n"),
        ("unterminated_fstring", "file", b"x = f'{1 + \n"),
        ("one_line_1mb_sum", "file", b"x = " + b"+".join([b"1"] * 500000) + b"\nprint(x)\n"),
        ("one_line_1mb_list", "file", b"x = [" + b",".join(str(i % 10).encode() for i in range(500000))
         + b"]\nprint(len(x))\n"),
        ("one_line_1mb_string", "file", b"x = '" + b"a" * 1000000 + b"'\nprint(len(x))\n"),
        ("long_identifier", "file", b"a" * 100000 + b" = 1\nprint(1)\n"),
        ("huge_int_literal", "file", b"x = " + b"9" * 100000 + b"\n"),
        ("many_statements", "file", b"x = 0\n" + b"x += 1\n" * 100000 + b"print(x)\n"),
        ("many_locals", "file", b"def f():\n" + b"".join(b"    v%d = %d\n" % (i, i) for i in range(2000))
         + b"    return v1999\nprint(f())\n"),
        ("many_args_call", "file", b"print(" + b",".join([b"1"] * 5000) + b")\n"),
        ("many_constants", "file", b"x = [" + b",".join(b"'s%d'" % i for i in range(70000)) + b"]\nprint(len(x))\n"),
        ("invalid_utf8", "file", b"x = '\xff\xfe'\nprint(x)\n"),
        ("invalid_utf8_comment", "file", b"# \xc3\x28 bad\nprint(1)\n"),
        ("truncated_utf8", "file", b"print('\xe2\x82')\n"),
        ("overlong_utf8", "file", b"print('\xc0\xaf')\n"),
        ("surrogate_utf8", "file", b"print('\xed\xa0\x80')\n"),
        ("bom_only", "file", b"\xef\xbb\xbf"),
        ("bom_program", "file", b"\xef\xbb\xbfprint(1)\n"),
        ("empty_file", "file", b""),
        ("nul_byte", "file", b"x = 1\x00 + 2\nprint(x)\n"),
        ("nul_in_string", "file", b"x = 'a\x00b'\nprint(len(x))\n"),
        ("lone_cr", "file", b"x = 1\ry = 2\rprint(x + y)\r"),
        ("crlf", "file", b"x = 1\r\nprint(x)\r\n"),
        ("tabs_spaces_mix", "file", b"if 1:\n\tx = 1\n        y = 2\n"),
        ("dedent_mismatch", "file", b"if 1:\n        x = 1\n    y = 2\n"),
        ("nested_if_150", "file", b"".join(b" " * i + b"if True:\n" for i in range(150)) + b" " * 150 + b"print(1)\n"),
        ("nested_for_30", "file", b"".join(b" " * i + b"for i%d in [1]:\n" % i for i in range(30)) + b" " * 30 + b"print(1)\n"),
        ("nested_def_200", "file", b"".join(b" " * i + b"def f%d():\n" % i for i in range(200)) + b" " * 200 + b"pass\n"),
        ("nested_try_40", "file", b"".join(b" " * i + b"try:\n" for i in range(40)) + b" " * 40 + b"pass\n"),
        ("nested_list_runtime", "code", b"x = []\nfor i in range(100000):\n    x = [x]\nprint(len(x))\n"),
        ("deep_repr_runtime", "code", b"x = []\nfor i in range(100000):\n    x = [x]\nprint(x)\n"),
        ("deep_dict_repr_runtime", "code", b"x = {}\nfor i in range(100000):\n    x = {1: x}\nprint(x)\n"),
        ("deep_eq_runtime", "code", b"a = []\nb = []\nfor i in range(100000):\n    a = [a]\n    b = [b]\nprint(a == b)\n"),
        ("deep_recursion", "code", b"def f(n):\n    return f(n + 1)\nf(0)\n"),
        ("deep_recursion_caught", "code",
         b"def f(n):\n    try:\n        return f(n + 1)\n    except RecursionError:\n        return n\nprint(f(0) > 0)\n"),
        ("big_string_repeat", "code", b"x = 'a' * 10**12\n"),
        ("big_list_repeat", "code", b"x = [0] * 10**12\n"),
        ("big_power", "code", b"x = 2 ** 10**12\n"),
        ("big_power_tower", "code", b"x = 10**10**10\n"),
        ("big_shift", "code", b"x = 1 << 10**12\n"),
        ("huge_int_str", "code", b"x = 10 ** 100000\nprint(len(str(x)))\n"),
        ("growing_list", "code", b"x = []\nwhile True:\n    x.append(x)\n"),
        ("string_doubling", "code", b"s = 'a'\nwhile True:\n    s = s + s\n"),
        ("c_empty", "code", b""),
    ]
    return cases


def badinput_test(ctx, name, kind, payload):
    """Runs nearly on one hostile input: it must exit 0 or 1 within 10 s with a clean error."""
    limit = min(ctx.timeout, 10.0) if "asan" not in ctx.nearly else ctx.timeout
    if kind == "file":
        path = os.path.join(ctx.tmp, name + ".py")
        with open(path, "wb") as f:
            f.write(payload)
        argv = [ctx.nearly, "run", path]
    else:
        argv = [ctx.nearly, "run", "-c", payload.decode()]
    r = run_proc(argv, limit)
    problem = sanitizer_problem(r)
    if problem:
        return False, problem
    if r.status not in (0, 1):
        return False, "%s (must be exit 0 or 1); last stderr %r" % (r.describe(), r.last_err_line()[:120])
    if r.status == 1 and not is_clean_error_line(r.last_err_line()):
        return False, "unclean error line %r" % r.last_err_line()[:150]
    return True, ""


# The nearly binary the CLI cases run (set when they are collected), for checks that run it again.
CLI_NEARLY = [None]


def hash_runs(args, n):
    """Runs `nearly run ARGS -c print(hash(...))` n times without the pinned NEARLY_HASH_SEED and
    returns the stdouts (None for a run that failed)."""
    env = dict(ENV)
    env.pop("NEARLY_HASH_SEED", None)
    outs = []
    for _ in range(n):
        p = subprocess.run([CLI_NEARLY[0], "run"] + args + ["-c", "print(hash('flood'), hash('x' * 40))"],
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, timeout=15)
        outs.append(p.stdout if p.returncode == 0 and p.stdout.strip() else None)
    return outs


def hash_seed_random(r):
    """Three runs without a fixed seed must not all hash the same (each VM draws its own seed)."""
    outs = hash_runs([], 3)
    if None in outs:
        return "a run failed: %r" % outs
    return None if len(set(outs)) > 1 else "three runs hashed alike: %r" % outs[0]


def hash_seed_fixed(r):
    """--hash-seed N reproduces the hashes, and different seeds give different hashes."""
    a, b = hash_runs(["--hash-seed", "7"], 2)
    c, = hash_runs(["--hash-seed", "0x8"], 1)
    if None in (a, b, c):
        return "a run failed"
    if a != b:
        return "--hash-seed 7 gave %r then %r" % (a, b)
    return None if a != c else "seeds 7 and 8 hashed alike"


# A program whose same-size slice assignments make a 16-160 KB list per step that dies at once.
SLICE_CHURN = """buf = [None] * 40000
x = 1
n = 0
for i in range(6000):
    x = (x * 1103515245 + 12345) % 2147483648
    a = x % 20000
    m = (x >> 16) % 10000
    buf[a:a + m] = buf[20000:20000 + m]
    n += m
print(n)
"""


def minor_faults_under(r, expected, program, limit):
    """Checks a page-fault test's run [r] printed [expected], then runs [program] again under
    os.wait4 and wants fewer than [limit] minor page faults. Skipped under ASan, whose
    allocator is its own."""
    if r.status != 0 or r.stdout != expected:
        return "expected %s, got %s %r" % (expected.decode().strip(), r.describe(), r.stdout[:60])
    if "asan" in CLI_NEARLY[0]:
        return None
    p = subprocess.Popen([CLI_NEARLY[0], "run", "-c", program], stdout=subprocess.DEVNULL,
                         stderr=subprocess.DEVNULL, env=ENV)
    _, status, usage = os.wait4(p.pid, 0)
    if status != 0:
        return "the second run failed (status %d)" % status
    return None if usage.ru_minflt < limit else "%d minor page faults" % usage.ru_minflt


def heap_not_trimmed(r):
    """The slice churn program runs without faulting its heap in again after every collection
    (cli/main.c tune_malloc): with glibc's default 128 KB trim threshold it took ~60 000 minor
    page faults, with the CLI's settings ~500."""
    return minor_faults_under(r, b"28000834\n", SLICE_CHURN, 10000)


# A program whose 6 MB lists (above glibc's default 4 MiB-ish mmap range) die one per step.
BIG_CHURN = """n = 0
for i in range(20):
    flags = [i] * 375000
    n += len(flags) + flags[-1]
print(n)
"""


def big_buffers_reused(r):
    """The big-list churn program reuses its freed 6 MB item arrays (cli/main.c tune_malloc's
    32 MiB mmap threshold): with a 4 MiB threshold every list was a fresh mapping, unmapped at
    its collection, and the run took ~29 000 minor page faults; with the heap keeping them,
    ~15 000."""
    return minor_faults_under(r, b"7500190\n", BIG_CHURN, 22000)


# Prints sys.argv and argparse's default prog (the CLI cases argv_*).
ARGV_PROBE = "import sys, argparse\nprint(sys.argv, argparse.ArgumentParser().prog)\n"


def cli_cases(tmp):
    """Returns (name, argv-after-binary, stdin, check) tuples for the CLI contract tests."""
    def exit_is(code):
        return lambda r: None if r.status == code else "expected exit %d, got %s" % (code, r.describe())

    def ok_output(text):
        def check(r):
            if r.status != 0:
                return "expected exit 0, got %s (%r)" % (r.describe(), r.last_err_line()[:120])
            if r.stdout != text.encode():
                return "stdout %r, expected %r" % (r.stdout[:100], text)
            return None
        return check

    def error_prefix(prefix, header=False):
        def check(r):
            if r.status != 1:
                return "expected exit 1, got %s (%r)" % (r.describe(), r.last_err_line()[:120])
            if not r.last_err_line().startswith(prefix):
                return "last stderr line %r does not start with %r" % (r.last_err_line()[:150], prefix)
            if header and b"Traceback (most recent call last):" not in r.stderr:
                return "no 'Traceback (most recent call last):' header in stderr"
            return None
        return check

    def nonempty_ok(r):
        if r.status != 0:
            return "expected exit 0, got %s (%r)" % (r.describe(), r.last_err_line()[:120])
        return None if r.stdout.strip() else "empty output"

    hello = os.path.join(tmp, "cli_hello.py")
    with open(hello, "w") as f:
        f.write("print('hello from a file')\n")
    deep = "def f(n):\n    return f(n + 1)\nf(0)\n"
    argv_file = os.path.join(tmp, "cli_argv.py")
    with open(argv_file, "w") as f:
        f.write(ARGV_PROBE)
    return [
        ("no_args", [], b"", exit_is(2)),
        ("run_no_args", ["run"], b"", exit_is(2)),
        ("unknown_command", ["frobnicate"], b"", exit_is(2)),
        ("unknown_flag", ["run", "--no-such-flag", "-c", "print(1)"], b"", exit_is(2)),
        ("bad_budget_value", ["run", "--budget", "lots", "-c", "print(1)"], b"", exit_is(2)),
        ("bad_memory_value", ["run", "--memory-limit", "10Q", "-c", "print(1)"], b"", exit_is(2)),
        ("c_missing_code", ["run", "-c"], b"", exit_is(2)),
        ("c_print", ["run", "-c", "print(1)"], b"", ok_output("1\n")),
        ("c_empty", ["run", "-c", ""], b"", ok_output("")),
        ("c_multiline", ["run", "-c", "x = 2\nfor i in range(3):\n    x *= 2\nprint(x)"], b"", ok_output("16\n")),
        ("stdin_program", ["run", "-"], b"print(6 * 7)\n", ok_output("42\n")),
        ("file_program", ["run", hello], b"", ok_output("hello from a file\n")),
        # sys.argv[0] as python3 sets it: '-c', '-', or the path as given (argparse's prog is
        # its base name).
        ("argv_c", ["run", "-c", ARGV_PROBE], b"", ok_output("['-c'] -c\n")),
        ("argv_stdin", ["run", "-"], ARGV_PROBE.encode(), ok_output("['-'] -\n")),
        ("argv_file", ["run", argv_file], b"", ok_output("[%r] cli_argv.py\n" % argv_file)),
        ("budget_exceeded", ["run", "--budget", "1000", "-c", "while True: pass"], b"",
         error_prefix("BudgetExceeded:")),
        ("budget_enough", ["run", "--budget", "1000000", "-c", "print(sum(range(100)))"], b"", ok_output("4950\n")),
        ("memory_limit", ["run", "--memory-limit", "10M", "-c", "x = [0] * 10**8"], b"",
         error_prefix("MemoryError")),
        # Raised at the limit, the preallocated MemoryError still gets its traceback entries.
        ("memory_limit_traceback", ["run", "--memory-limit", "10M", "-c",
                                    "x = None\nwhile True:\n    x = (x, x)"], b"",
         error_prefix("MemoryError", header=True)),
        ("memory_limit_ok", ["run", "--memory-limit", "10M", "-c", "x = [0] * 1000\nprint(len(x))"], b"",
         ok_output("1000\n")),
        ("recursion_limit", ["run", "--recursion-limit", "50", "-c", deep], b"",
         error_prefix("RecursionError: maximum recursion depth exceeded")),
        ("recursion_limit_ok", ["run", "--recursion-limit", "50", "-c",
                                "def f(n):\n    return 0 if n == 0 else 1 + f(n - 1)\nprint(f(30))"], b"",
         ok_output("30\n")),
        ("timeout", ["run", "--timeout", "1", "--budget", "1000000000000000", "-c", "while True: pass"], b"",
         error_prefix("TimeoutError:")),
        ("uncaught_exception", ["run", "-c", "def f():\n    return 1 / 0\nf()\n"], b"",
         error_prefix("ZeroDivisionError: division by zero", header=True)),
        ("output_before_error", ["run", "-c", "print('a')\nraise ValueError('bad')"], b"",
         lambda r: error_prefix("ValueError: bad")(r) or (None if r.stdout == b"a\n" else "stdout %r" % r.stdout)),
        ("syntax_error_c", ["run", "-c", "x = (1,\n"], b"", error_prefix("SyntaxError:")),
        ("missing_file", ["run", os.path.join(TESTS_DIR, "no_such_file_xyz.py")], b"",
         lambda r: None if r.status in (1, 2) else "expected exit 1 or 2, got %s" % r.describe()),
        ("bad_hash_seed", ["run", "--hash-seed", "-1", "-c", "print(1)"], b"", exit_is(2)),
        ("hash_seed_random", ["run", "-c", "print(1)"], b"", hash_seed_random),
        ("hash_seed_fixed", ["run", "-c", "print(1)"], b"", hash_seed_fixed),
        ("ast_dump", ["ast", hello], b"", nonempty_ok),
        ("dis_dump", ["dis", hello], b"", nonempty_ok),
        ("heap_not_trimmed", ["run", "-c", SLICE_CHURN], b"", heap_not_trimmed),
        ("big_buffers_reused", ["run", "-c", BIG_CHURN], b"", big_buffers_reused),
    ]


def cli_test(ctx, argv, stdin, check):
    """Runs nearly with the given arguments and applies the case's check function."""
    limit = ctx.timeout if "asan" in ctx.nearly else min(ctx.timeout, 15.0)
    r = run_proc([ctx.nearly] + argv, limit, stdin)
    problem = sanitizer_problem(r)
    if problem:
        return False, problem
    if r.status is None or r.status < 0:
        return False, r.describe()
    err = check(r)
    return (False, err) if err else (True, "")


def startup_rss_test(ctx, spawn_time):
    """Checks the start-up RSS contract (2 MiB): a stale cli/startup.ld or a new eager table shows here."""
    if "asan" in ctx.nearly:
        return None, "sanitizer build"
    # As a user runs it: with no NEARLY_HASH_SEED, whose host-seed path touches more pages.
    env = {k: v for k, v in ENV.items() if k != "NEARLY_HASH_SEED"}
    try:
        p = subprocess.run([spawn_time, "3", ctx.nearly, "run", "-c", "x = 1 + 1"], env=env,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=60)
    except (OSError, subprocess.TimeoutExpired) as e:
        return False, "spawn_time failed: %s" % e
    kv = dict(w.split("=", 1) for w in p.stdout.decode("utf-8", "replace").split() if "=" in w)
    if p.returncode != 0 or "maxrss_kib" not in kv:
        return False, "spawn_time failed: exit %d" % p.returncode
    rss = int(kv["maxrss_kib"])
    if rss > 2048:
        return False, "peak RSS %d KiB, over 2048 (run `make startup-order` if cli/startup.ld is stale)" % rss
    return True, "%d KiB" % rss


def repl_test(ctx, path):
    """Feeds a tests/repl/*.in file to `nearly repl` and compares the merged output with .out."""
    root = os.path.dirname(TESTS_DIR)
    with open(path, "rb") as f:
        data = f.read()
    first = data.split(b"\n", 1)[0].decode("utf-8", "replace")
    extra = shlex.split(first[len("# args:"):]) if first.startswith("# args:") else []
    try:
        p = subprocess.run([ctx.nearly, "repl"] + extra, input=data, stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT, cwd=root, env=ENV, timeout=ctx.timeout)
    except subprocess.TimeoutExpired:
        return False, "timed out"
    problem = sanitizer_problem(Run(p.returncode, b"", p.stdout))
    if problem:
        return False, problem
    if p.returncode != 0:
        return False, "exit status %d" % p.returncode
    with open(path[:-3] + ".out", "rb") as f:
        want = f.read()
    if p.stdout != want:
        return False, first_diff(p.stdout, want)
    return True, ""


def repl_terminal_test(ctx, path):
    """Runs a tests/repl/*.sh terminal test: exit 0 passes, 77 skips, anything else fails."""
    r = run_proc(["bash", path, ctx.nearly], max(ctx.timeout, 120.0))
    text = (r.stdout + r.stderr).decode("utf-8", "replace").strip()
    if r.status == 77:
        return None, text.splitlines()[-1] if text else "skipped"
    if r.status != 0:
        return False, "%s; %s" % (r.describe(), " | ".join(text.splitlines()[-6:])[:600])
    return True, ""


# ---------------------------------------------------------------------------------------------
# Collection and driver
# ---------------------------------------------------------------------------------------------

def collect_scripts():
    """Returns the sorted script-test paths under tests/<dir>/ (recursively)."""
    paths = []
    for entry in sorted(os.listdir(TESTS_DIR)):
        full = os.path.join(TESTS_DIR, entry)
        if not os.path.isdir(full) or entry in NON_SCRIPT_DIRS or entry.startswith("."):
            continue
        for root, dirs, files in os.walk(full):
            # tests/security/corpus/ is run by its own kind (corpus, below), not as scripts.
            dirs[:] = sorted(x for x in dirs if x not in ("__pycache__", "corpus"))
            paths += [os.path.join(root, f) for f in sorted(files) if f.endswith(".py")]
    return paths


def collect(ctx, args):
    """Returns (name, thunk) pairs of every selected test; a thunk returns (ok, detail)."""
    tests = []
    if args.unit_dir and os.path.isdir(args.unit_dir) and not ctx.regen:
        for f in sorted(os.listdir(args.unit_dir)):
            p = os.path.join(args.unit_dir, f)
            if os.path.isfile(p) and os.access(p, os.X_OK):
                tests.append(("unit/" + f, lambda p=p: unit_test(ctx, p)))
    # Example hosts (examples/host/*.c, built by `make examples` next to the unit dir): their
    # stdout must equal examples/host/<name>.expected.
    host_dir = os.path.join(os.path.dirname(os.path.abspath(args.unit_dir or ".")), "examples")
    if args.unit_dir and os.path.isdir(host_dir) and not ctx.regen:
        for f in sorted(os.listdir(host_dir)):
            p = os.path.join(host_dir, f)
            if os.path.isfile(p) and os.access(p, os.X_OK):
                tests.append(("examples/host/" + f, lambda p=p: host_example_test(ctx, p)))
    for p in collect_scripts():
        name = os.path.relpath(p, TESTS_DIR)
        tests.append((name, lambda p=p: script_test(ctx, p)))
    examples = os.path.join(os.path.dirname(TESTS_DIR), "examples")
    if os.path.isdir(examples) and not ctx.regen:
        for f in sorted(os.listdir(examples)):
            if f.endswith(".py"):
                p = os.path.join(examples, f)
                tests.append(("examples/" + f, lambda p=p: script_test(ctx, p)))
    if ctx.regen:
        return [t for t in tests if args.k is None or args.k in t[0]]
    syn = os.path.join(TESTS_DIR, "syntax")
    if os.path.isdir(syn):
        for f in sorted(os.listdir(syn)):
            if f.endswith(".py"):
                p = os.path.join(syn, f)
                tests.append(("syntax/" + f, lambda p=p: syntax_test(ctx, p)))
    for name, kind, payload in badinput_cases():
        tests.append(("badinput/" + name, lambda k=kind, n=name, d=payload: badinput_test(ctx, n, k, d)))
    CLI_NEARLY[0] = ctx.nearly
    for name, argv, stdin, check in cli_cases(ctx.tmp):
        tests.append(("cli/" + name, lambda a=argv, s=stdin, c=check: cli_test(ctx, a, s, c)))
    bench_dir = os.path.join(os.path.dirname(TESTS_DIR), "bench")
    for f in sorted(os.listdir(bench_dir)) if os.path.isdir(bench_dir) else []:
        text = bench_reduced(os.path.join(bench_dir, f)) if f.endswith(".py") else None
        if text is not None:
            tests.append(("bench/" + f, lambda p=os.path.join(bench_dir, f), t=text: bench_test(ctx, p, t)))
    spawn_time = os.path.join(os.path.dirname(os.path.abspath(args.unit_dir or ".")), "spawn_time")
    if args.unit_dir and os.access(spawn_time, os.X_OK):
        tests.append(("startup/peak_rss", lambda: startup_rss_test(ctx, spawn_time)))
    repl_dir = os.path.join(TESTS_DIR, "repl")
    if os.path.isdir(repl_dir):
        for f in sorted(os.listdir(repl_dir)):
            p = os.path.join(repl_dir, f)
            if f.endswith(".in"):
                tests.append(("repl/" + f, lambda p=p: repl_test(ctx, p)))
            elif f.endswith(".sh"):
                tests.append(("repl/" + f, lambda p=p: repl_terminal_test(ctx, p)))
    # The escape corpus (tests/security/corpus/run_corpus.py).
    sys.path.insert(0, os.path.join(TESTS_DIR, "security", "corpus"))
    import run_corpus
    # Sanitizer builds run natives many times slower (ASan checks every memmem/memcpy range).
    slow = 6.0 if "asan" in ctx.nearly else 1.0
    tests += run_corpus.cases(ctx.nearly, ctx.python, ctx.tmp, slow)
    # The fuzz harness's escape oracle, when the replay binary was built next to the unit dir.
    replay = os.path.join(os.path.dirname(os.path.abspath(args.unit_dir or ".")), "fuzz-replay",
                          "replay_exec")
    if args.unit_dir and os.access(replay, os.X_OK):
        for name, thunk in fuzzoracle_cases(ctx, replay):
            tests.append(("fuzzoracle/" + name, thunk))
    # Multi-turn versioned-state scenarios (tests/state/run_state_tests.py).
    sys.path.insert(0, os.path.join(TESTS_DIR, "state"))
    import run_state_tests
    for name, thunk in run_state_tests.cases(ctx.nearly, ctx.timeout):
        tests.append(("state/" + name, thunk))
    # Stdlib modules written in Nearly Python must not be transcriptions of CPython's.
    sys.path.insert(0, os.path.join(TESTS_DIR, "provenance"))
    import run_provenance
    tests += run_provenance.cases(os.path.dirname(TESTS_DIR))
    if args.k:
        tests = [t for t in tests if args.k in t[0]]
    return tests


FUZZ_SEEDS = os.path.join(os.path.dirname(TESTS_DIR), "fuzz", "seeds", "py")


def fuzzoracle_cases(ctx, replay):
    """(name, thunk) pairs checking the escape oracle of fuzz/fuzz_exec.c through its replay
    binary: quiet on every seed and corpus file while the canary is denied, firing on each
    canary seed once NEARLY_FUZZ_GRANT_CANARY=1 grants it (so the oracle can fail)."""
    seeds = sorted(os.path.join(FUZZ_SEEDS, f) for f in os.listdir(FUZZ_SEEDS) if f.endswith(".py"))
    canaries = [p for p in seeds if os.path.basename(p).startswith("canary_")]
    corpus_dir = os.path.join(TESTS_DIR, "security", "corpus")
    # Bombs and resource attacks are left to the corpus kind: the replay build has small limits
    # but runs each file in one process, so keep this to the escape attempts.
    escapes = sorted(os.path.join(corpus_dir, f) for f in os.listdir(corpus_dir)
                     if f.endswith(".py") and f.startswith(("attr_", "classic_", "ctx_", "import_")))

    def quiet(files):
        r = run_proc([replay] + files, ctx.timeout * 4)
        err = r.stderr.decode("utf-8", "replace")
        if r.status != 0 or "ESCAPE ORACLE" in err:
            last = [l for l in r.stdout.decode("utf-8", "replace").splitlines() if l.endswith(": ok")]
            return False, "%s after %s: %s" % (r.describe(), last[-1] if last else "the start",
                                              err.strip().splitlines()[-1:] or "")
        return True, ""

    def fires(path):
        env = dict(ENV, NEARLY_FUZZ_GRANT_CANARY="1")
        p = subprocess.run([replay, path], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           env=env, timeout=ctx.timeout)
        err = p.stderr.decode("utf-8", "replace")
        if p.returncode == 0 or "ESCAPE ORACLE" not in err:
            return False, "the oracle did not fire with the canary granted (exit %d)" % p.returncode
        return True, ""

    out = [("denied_seeds", lambda: quiet(seeds))]
    for i in range(0, len(escapes), 200):
        out.append(("denied_corpus_%d" % (i // 200), lambda c=escapes[i:i + 200]: quiet(c)))
    for p in canaries:
        out.append(("granted_" + os.path.basename(p), lambda p=p: fires(p)))
    return out


def run_one(name, thunk):
    """Runs one test thunk, turning a crash of the runner itself into a failure."""
    try:
        ok, detail = thunk()
    except Exception as e:  # A bug in a test case must not hide the other results.
        return Result(name, False, "runner error: %s: %s" % (type(e).__name__, e))
    if ok is None:
        return Result(name, True, detail, skipped=True)
    return Result(name, ok, detail)


def main():
    ap = argparse.ArgumentParser(description="Run the Nearly test suite.")
    ap.add_argument("--nearly", default="build/nearly", help="the nearly binary")
    ap.add_argument("--unit-dir", default=None, help="directory of C unit-test binaries")
    ap.add_argument("--python", default="python3", help="the CPython used for differential runs")
    ap.add_argument("-k", default=None, help="only run tests whose name contains this")
    ap.add_argument("-v", action="store_true", help="list passing tests too")
    ap.add_argument("-j", type=int, default=4, help="parallel jobs")
    ap.add_argument("--timeout", type=float, default=None, help="per-test timeout in seconds")
    ap.add_argument("--regen", action="store_true", help="write .out golden files from python3")
    ap.add_argument("--gc-stress", action="store_true",
                    help="the binary is a GC-stress build: skip tests marked `# gcstress: skip`")
    args = ap.parse_args()
    ctx = Ctx(args)
    if not ctx.regen and os.sep in args.nearly and not os.access(ctx.nearly, os.X_OK):
        print("run_tests.py: %s does not exist or is not executable" % args.nearly)
        print("0 passed, 1 failed")
        return 1
    lock = threading.Lock()
    results = []
    with tempfile.TemporaryDirectory(prefix="nearly-tests-") as tmp:
        ctx.tmp = tmp
        tests = collect(ctx, args)
        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.j)) as pool:
            futures = [pool.submit(run_one, n, t) for n, t in tests]
            for fut in concurrent.futures.as_completed(futures):
                r = fut.result()
                with lock:
                    results.append(r)
                    if r.skipped:
                        if args.v:
                            print("SKIP %s: %s" % (r.name, r.detail))
                    elif not r.ok:
                        print("FAIL %s: %s" % (r.name, r.detail))
                    elif args.v:
                        print("ok   %s%s" % (r.name, (": " + r.detail) if r.detail else ""))
                    sys.stdout.flush()
    passed = sum(1 for r in results if r.ok and not r.skipped)
    failed = sum(1 for r in results if not r.ok)
    skipped = sum(1 for r in results if r.skipped)
    if skipped:
        print("%d skipped" % skipped)
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
