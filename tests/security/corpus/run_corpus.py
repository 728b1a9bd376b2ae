#!/usr/bin/env python3
"""run_corpus.py - runs the escape and resource-exhaustion corpus (this directory)
through `nearly run` with limits and checks that every attempt is contained.

Each file is run in a fresh temporary directory holding `secret.txt` (a random secret), with
another random secret in the environment variable NEARLY_CORPUS_SECRET, under
`--budget 20000000 --memory-limit 64M --timeout 2` (plus the file's own `# args:` line).

An attempt is contained when:
  - nearly did not crash (no signal, no sanitizer report) and exited 0 or 1, a 1 with a clean
    `Type: message` last line (escape attempts must exit 0: every step is guarded, so an exit 1
    means the attempt itself broke and proves nothing; `# expect-exit: 1` overrides);
  - it ended within the limits (wall time at most the timeout plus a grace, never killed);
  - neither secret appears in its stdout or stderr, and it never printed ESCAPED (what an
    attempt prints when a step that must fail succeeded);
  - the directory still holds exactly `secret.txt`, unchanged (no file written or removed).
Legitimate programs (`# corpus: legit`) must also exit 0 and print exactly what python3 prints.

Used by tests/run_tests.py (kind "corpus", one test per file) and on its own:
    python3 tests/security/corpus/run_corpus.py --nearly build/nearly [-j 4] [-v]
which prints the containment rate.
"""

import argparse
import concurrent.futures
import os
import re
import secrets
import shlex
import shutil
import subprocess
import sys
import tempfile
import time

CORPUS_DIR = os.path.dirname(os.path.abspath(__file__))
# The files of this directory that are tools, not attempts.
TOOLS = ("gen_corpus.py", "run_corpus.py")

# The limits every attempt runs under, and the grace past the timeout before a run counts as a
# hang (process start, a slow sanitizer build, a loaded machine).
LIMIT_ARGS = ["--budget", "20000000", "--memory-limit", "64M", "--timeout", "2"]
TIMEOUT_SEC = 2.0
GRACE_SEC = 8.0

# The secrets of this run: one in a file next to the script, one in its environment.
SECRET_FILE = "NPSECRET-file-" + secrets.token_hex(12)
SECRET_ENV = "NPSECRET-env-" + secrets.token_hex(12)

CLEAN_ERROR_RE = re.compile(r"^[A-Za-z_][A-Za-z0-9_.]*(: |$)")
SANITIZER_MARKERS = ("ERROR: AddressSanitizer", "ERROR: LeakSanitizer", "runtime error:",
                     "SUMMARY: UndefinedBehaviorSanitizer", "AddressSanitizer:DEADLYSIGNAL")
HEADER_RE = re.compile(r"^#\s*(corpus|technique|args|expect-exit)\s*:\s*(.*)$")


def read_header(path):
    """Returns the header directives of a corpus file (kind, technique, args, expect_exit)."""
    d = {"corpus": None, "technique": "", "args": [], "expect_exit": None}
    with open(path, "rb") as f:
        head = f.read(2048).decode("utf-8", "replace").splitlines()[:4]
    for line in head:
        m = HEADER_RE.match(line.strip())
        if not m:
            continue
        key, val = m.group(1), m.group(2).strip()
        if key == "corpus":
            d["corpus"] = val
        elif key == "technique":
            d["technique"] = val
        elif key == "args":
            d["args"] = shlex.split(val)
        else:
            d["expect_exit"] = int(val)
    return d


def corpus_files():
    """Returns the sorted paths of the corpus attempts (everything but the generator)."""
    return [os.path.join(CORPUS_DIR, f) for f in sorted(os.listdir(CORPUS_DIR))
            if f.endswith(".py") and f not in TOOLS]


def run(argv, cwd, env, timeout):
    """Runs argv; returns (status or None when killed for running too long, stdout, stderr,
    seconds)."""
    start = time.monotonic()
    p = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, cwd=cwd, env=env, start_new_session=True)
    try:
        out, err = p.communicate(timeout=timeout)
        status = p.returncode
    except subprocess.TimeoutExpired:
        try:
            os.killpg(p.pid, 9)
        except OSError:
            pass
        out, err = p.communicate()
        status = None
    return status, out, err, time.monotonic() - start


def child_env():
    env = dict(os.environ)
    env.setdefault("ASAN_OPTIONS", "exitcode=86:abort_on_error=0:detect_stack_use_after_return=0")
    env.setdefault("UBSAN_OPTIONS", "print_stacktrace=1:halt_on_error=1:exitcode=87")
    env.setdefault("LSAN_OPTIONS", "exitcode=88")
    env["NEARLY_CORPUS_SECRET"] = SECRET_ENV
    env["PYTHONHASHSEED"] = "0"
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    return env


ENV = child_env()


def make_jail(tmp_root):
    """A fresh directory holding only secret.txt."""
    d = tempfile.mkdtemp(prefix="jail-", dir=tmp_root)
    with open(os.path.join(d, "secret.txt"), "w") as f:
        f.write(SECRET_FILE + "\n")
    return d


def jail_problem(d):
    """Describes how the directory changed, or returns None."""
    names = sorted(os.listdir(d))
    if names != ["secret.txt"]:
        return "the directory changed: %s" % names[:5]
    with open(os.path.join(d, "secret.txt")) as f:
        if f.read() != SECRET_FILE + "\n":
            return "secret.txt was modified"
    return None


def last_line(data):
    lines = [l for l in data.decode("utf-8", "replace").splitlines() if l.strip()]
    return lines[-1].strip() if lines else ""


def check_file(nearly, python, path, tmp_root, slow=1.0):
    """Runs one attempt; returns (ok, detail)."""
    h = read_header(path)
    kind = h["corpus"]
    if kind not in ("escape", "resource", "legit"):
        return False, "no '# corpus: escape|resource|legit' header"
    jail = make_jail(tmp_root)
    try:
        limit = TIMEOUT_SEC * slow + GRACE_SEC * slow
        status, out, err, secs = run([nearly, "run"] + LIMIT_ARGS + h["args"] + [path], jail, ENV,
                                     limit + 5)
        text = (out + err).decode("utf-8", "replace")
        for marker in SANITIZER_MARKERS:
            if marker in text:
                return False, "sanitizer: " + text[text.index(marker):].splitlines()[0][:150]
        if status is None:
            return False, "hung: killed after %.1f s" % secs
        if status < 0:
            return False, "crashed: signal %d" % -status
        if status in (86, 87, 88):
            return False, "sanitizer exit status %d" % status
        if SECRET_FILE in text or SECRET_ENV in text:
            return False, "SECRET LEAKED in the output"
        if "ESCAPED" in out.decode("utf-8", "replace"):
            line = [l for l in out.decode("utf-8", "replace").splitlines() if "ESCAPED" in l][0]
            return False, "escape: %s" % line[:150]
        problem = jail_problem(jail)
        if problem:
            return False, problem
        if secs > limit:
            return False, "ran %.1f s, past the %.0f s timeout plus grace" % (secs, TIMEOUT_SEC)
        want = h["expect_exit"]
        if want is None:
            want = 0 if kind in ("escape", "legit") else None
        if want is not None and status != want:
            return False, "exit %d, expected %d (last stderr %r)" % (status, want,
                                                                    last_line(err)[:120])
        if status not in (0, 1):
            return False, "exit status %d" % status
        if status == 1 and not CLEAN_ERROR_RE.match(last_line(err)):
            return False, "unclean error line %r" % last_line(err)[:150]
        if kind == "legit":
            pstatus, pout, perr, _ = run([python, path], jail, ENV, 60)
            if pstatus != 0:
                return False, "python3 failed on a legit program: %r" % last_line(perr)[:120]
            if pout != out:
                return False, "stdout differs from python3's"
        return True, ""
    finally:
        shutil.rmtree(jail, ignore_errors=True)


def cases(nearly, python, tmp_root, slow=1.0):
    """(name, thunk) pairs for tests/run_tests.py: one per corpus file, plus the check that
    the generated files match gen_corpus.py."""
    out = []
    for p in corpus_files():
        out.append(("corpus/" + os.path.basename(p),
                    lambda p=p: check_file(nearly, python, p, tmp_root, slow)))

    def generator_check():
        r = subprocess.run([python, os.path.join(CORPUS_DIR, "gen_corpus.py"), "--check"],
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        return r.returncode == 0, r.stdout.decode("utf-8", "replace").strip()[-200:]
    out.append(("corpus/gen_corpus_up_to_date", generator_check))
    return out


def main():
    ap = argparse.ArgumentParser(description="Run the escape corpus through nearly.")
    ap.add_argument("--nearly", default="build/nearly")
    ap.add_argument("--python", default="python3")
    ap.add_argument("-j", type=int, default=4)
    ap.add_argument("-k", default=None, help="only files whose name contains this")
    ap.add_argument("-v", action="store_true")
    args = ap.parse_args()
    nearly = os.path.abspath(args.nearly)
    files = [p for p in corpus_files() if args.k is None or args.k in os.path.basename(p)]
    kinds = {}
    failed = []
    start = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="nearly-corpus-") as tmp:
        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.j)) as pool:
            futs = {pool.submit(check_file, nearly, args.python, p, tmp): p for p in files}
            for fut in concurrent.futures.as_completed(futs):
                p = futs[fut]
                ok, detail = fut.result()
                kind = read_header(p)["corpus"]
                k = kinds.setdefault(kind, [0, 0])
                k[0] += 1
                k[1] += ok
                if not ok:
                    failed.append((os.path.basename(p), detail))
                    print("FAIL %s: %s" % (os.path.basename(p), detail))
                elif args.v:
                    print("ok   %s" % os.path.basename(p))
    for kind, (n, ok) in sorted(kinds.items()):
        print("%-8s %4d attempts, %4d contained (%.1f%%)" % (kind, n, ok, 100.0 * ok / max(n, 1)))
    total = sum(n for n, _ in kinds.values())
    print("corpus: %d files in %.1f s, %d contained (%.1f%%)" % (
        total, time.monotonic() - start, total - len(failed),
        100.0 * (total - len(failed)) / max(total, 1)))
    print("%d passed, %d failed" % (total - len(failed), len(failed)))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
