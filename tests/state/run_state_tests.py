#!/usr/bin/env python3
"""Multi-turn CLI scenarios of versioned state (`nearly run --state`, `nearly state ...`).

Each case runs several commands against one fresh store file and checks exit statuses and
output. tests/run_tests.py imports cases() so the results count in its totals; run this file
directly with `python3 tests/state/run_state_tests.py build/nearly` to see them alone.
A store that was truncated or bit-flipped must give a clear error (exit 1, a one-line message),
never a crash (exit status >= 128 or a sanitizer report).
"""
import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile


class Fail(Exception):
    pass


def sh(nearly, args, timeout, code=None):
    """Runs `nearly ARGS` (with -c CODE appended when given); returns (status, stdout, stderr)."""
    argv = [nearly] + args + (["-c", code] if code is not None else [])
    # Nearly draws a random str hash seed per VM; pin it so set orders in the output are stable.
    env = dict(os.environ, NEARLY_HASH_SEED=os.environ.get("NEARLY_HASH_SEED", "0"))
    p = subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=timeout, env=env)
    out, err = p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace")
    if p.returncode < 0 or p.returncode >= 128 or "Sanitizer" in err or "runtime error:" in err:
        raise Fail("crashed (status %d): %s" % (p.returncode, err.strip()[-300:]))
    return p.returncode, out, err


def expect(cond, what):
    if not cond:
        raise Fail(what)


def head_id(nearly, db, timeout):
    st, out, _ = sh(nearly, ["state", "log", db], timeout)
    expect(st == 0 and out.startswith("commit "), "log failed: " + out)
    return out.split()[1]


def scenario_turns(nearly, d, timeout):
    """Set in turn 1, use and change in turn 2, fail in turn 3, check out turn 1, diff."""
    db = os.path.join(d, "s.db")
    st, out, err = sh(nearly, ["run", "--state", db], timeout,
                      "x = 1\nitems = [1, 2]\ncfg = {'k': (1, 2.5), 's': {3, 1}}\n"
                      "big = 2**100\nalias = items\ndef f(): return 1\nimport math\n")
    expect(st == 0, "turn 1 failed: " + err)
    t1 = head_id(nearly, db, timeout)
    st, out, err = sh(nearly, ["run", "--state", db], timeout,
                      "print(x, items, cfg, big)\nitems.append(3)\nx += 1\ndel big\n")
    expect(st == 0, "turn 2 failed: " + err)
    expect(out == "1 [1, 2] {'k': (1, 2.5), 's': {1, 3}} 1267650600228229401496703205376\n",
           "turn 2 output: " + out)
    t2 = head_id(nearly, db, timeout)
    expect(t2 != t1, "turn 2 made no commit")
    st, out, err = sh(nearly, ["run", "--state", db], timeout, "x = 99\nraise ValueError('no')\n")
    expect(st == 1 and "ValueError: no" in err, "turn 3 should fail")
    expect(head_id(nearly, db, timeout) == t2, "a failed turn committed")
    st, out, err = sh(nearly, ["run", "--state", db, "--budget", "1000"], timeout,
                      "x = 5\nwhile True: pass\n")
    expect(st == 1 and head_id(nearly, db, timeout) == t2, "a run over budget committed")
    st, out, err = sh(nearly, ["state", "diff", db, t1[:8], t2], timeout)
    expect(st == 0 and out == "- big = 1267650600228229401496703205376\n"
           "~ items: [1, 2] -> [1, 2, 3]\n~ x: 1 -> 2\n", "diff: " + out + err)
    st, out, err = sh(nearly, ["state", "show", db], timeout)
    expect(st == 0 and "items = [1, 2, 3]\n" in out and "x = 2\n" in out and
           "f = <unsaved: value 'f' (a function) could not be saved between runs>" in out
           and "math" not in out, "show: " + out)
    st, out, err = sh(nearly, ["state", "checkout", db, t1], timeout)
    expect(st == 0 and t1 in out, "checkout: " + out + err)
    st, out, err = sh(nearly, ["run", "--state", db], timeout,
                      "print(x, items, big)\nx = 10\ntry:\n    f()\nexcept RuntimeError as e:\n"
                      "    print(e)\n")
    expect(st == 0 and out == "1 [1, 2] 1267650600228229401496703205376\n"
           "value 'f' (a function) could not be saved between runs\n", "after checkout: " + out + err)
    st, out, err = sh(nearly, ["state", "log", db], timeout)
    # The log follows HEAD's ancestry: the new commit, then turn 1 (turn 2 is off that line).
    expect(out.count("commit ") == 2 and ("parent " + t1) in out and t2 not in out,
           "log after checkout: " + out)
    st, out, err = sh(nearly, ["state", "diff", db, t2, "HEAD"], timeout)
    expect(st == 0 and "- big" not in out and "~ x: 2 -> 10" in out, "diff 2: " + out)
    st, out, err = sh(nearly, ["state", "show", db, "ffff"], timeout)
    expect(st == 1 and "no commit 'ffff'" in err, "unknown commit: " + err)


def scenario_shared_and_cyclic(nearly, d, timeout):
    """Aliasing inside one value and cycles survive a round trip; equal values share objects."""
    db = os.path.join(d, "s.db")
    st, out, err = sh(nearly, ["run", "--state", db], timeout,
                      "a = [1]\nb = [a, a]\nc = []\nc.append(c)\nd = {'self': None}\n"
                      "d['self'] = d\ne = [1]\nfs = frozenset({(1, 'x'), (2, 'y')})\n")
    expect(st == 0, err)
    st, out, err = sh(nearly, ["run", "--state", db], timeout,
                      "b[0].append(2)\nprint(b, c, d, b[0] is b[1], c[0] is c, a, fs)\n")
    # Each global is saved on its own: sharing inside a value survives, sharing between two
    # globals (a and b[0]) does not (docs/embedding.md).
    expect(st == 0 and out == "[[1, 2], [1, 2]] [[...]] {'self': {...}} True True [1] "
           "frozenset({(1, 'x'), (2, 'y')})\n", out + err)
    con = sqlite3.connect(db)
    n = con.execute("SELECT count(*) FROM objects").fetchone()[0]
    con.close()
    expect(n <= 9, "equal values not deduplicated (%d objects)" % n)


def scenario_corrupt(nearly, d, timeout):
    """Truncated, bit-flipped and tampered stores give clear errors, never crashes."""
    db = os.path.join(d, "s.db")
    for i in range(3):
        st, _, err = sh(nearly, ["run", "--state", db], timeout,
                        "n = %d\ns = 'text' * 50\nl = list(range(%d))\n" % (i, 50 + i))
        expect(st == 0, err)
    con = sqlite3.connect(db)
    con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    con.close()
    data = open(db, "rb").read()
    cases = {"truncated": data[: len(data) // 2], "empty-prefix": data[:100]}
    flipped = bytearray(data)
    for i in range(2048, len(flipped), 61):
        flipped[i] ^= 0x5A
    cases["bitflip"] = bytes(flipped)
    for name, blob in cases.items():
        p = os.path.join(d, name + ".db")
        with open(p, "wb") as f:
            f.write(blob)
        for args in (["state", "log", p], ["state", "show", p], ["run", "--state", p, "-c", "1"]):
            st, out, err = sh(nearly, args, timeout)
            expect(st == 1 and err.startswith("nearly: ") and len(err.splitlines()) == 1,
                   "%s %s: status %d, %r" % (name, args[:2], st, err))
    # A value whose bytes no longer match their hash.
    p = os.path.join(d, "tampered.db")
    shutil.copy(db, p)
    con = sqlite3.connect(p)
    row = con.execute("SELECT hash, data FROM objects LIMIT 1").fetchone()
    bad = bytearray(row[1])
    bad[-1] ^= 1
    con.execute("UPDATE objects SET data = ? WHERE hash = ?", (bytes(bad), row[0]))
    con.commit()
    con.close()
    st, out, err = sh(nearly, ["state", "log", p], timeout)
    expect(st == 1 and "does not match its hash" in err, "tampered: " + err)
    # Not a database at all.
    p = os.path.join(d, "text.db")
    with open(p, "w") as f:
        f.write("hello, this is not sqlite\n" * 40)
    st, out, err = sh(nearly, ["state", "log", p], timeout)
    expect(st == 1 and "not a valid state store" in err, "text file: " + err)


def scenario_usage(nearly, d, timeout):
    st, out, err = sh(nearly, ["state", "frobnicate", os.path.join(d, "x.db")], timeout)
    expect(st == 2 and "usage: nearly state" in err, err)
    st, out, err = sh(nearly, ["state", "log", os.path.join(d, "new.db")], timeout)
    expect(st == 0 and out == "(no commits)\n", out + err)


SCENARIOS = [scenario_turns, scenario_shared_and_cyclic, scenario_corrupt, scenario_usage]


def cases(nearly, timeout=60.0):
    """(name, thunk) pairs; a thunk returns (ok, detail) like tests/run_tests.py's tests."""
    def wrap(fn):
        def run():
            d = tempfile.mkdtemp(prefix="nearly-state-")
            try:
                fn(nearly, d, timeout)
                return True, ""
            except (Fail, subprocess.TimeoutExpired) as e:
                return False, str(e)[:600]
            finally:
                shutil.rmtree(d, ignore_errors=True)
        return run
    return [(fn.__name__[len("scenario_"):], wrap(fn)) for fn in SCENARIOS]


if __name__ == "__main__":
    nearly = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else "build/nearly")
    failed = 0
    for name, thunk in cases(nearly):
        ok, detail = thunk()
        print("%s state/%s %s" % ("PASS" if ok else "FAIL", name, detail))
        failed += not ok
    sys.exit(1 if failed else 0)
