"""Provenance check of the stdlib modules written in Nearly Python (kind `provenance`).

The project borrows CPython's semantics, never its code. For each stdlib/np_lib_*.py this measures
the share of substantive source lines that also occur, character for character after whitespace is
collapsed, somewhere in CPython's own Lib directory, and fails a module above LIMIT. A substantive line
is at least 25 characters long and is not a comment, a def/class/import/raise/decorator line, a line
that is only a string, or a bare except/else/try: those are the API and the exact messages, which a
conforming module must share. Modules written independently score 0-20%; a transcription scores 40%
and more; a handful of shared lines passes whatever the module's size. The check is skipped (as a pass with a note) when CPython's Lib directory is not installed.
"""

import glob
import os
import re

LIMIT = 0.25
# A module may share this many lines whatever its size: a few obvious one-liners in a short module
# (`return (self // other, self % other)`) are how a documented behaviour is written, not a copy.
MIN_SHARED = 4
SKIP_PREFIX = re.compile(r"^(def |class |raise |return NotImplemented|import |from |@|'|\"|f'|f\"|"
                         r"__all__|except |elif |else:|try:|pass$)")
CPYTHON_LIBS = ("/usr/lib/python3.11", "/usr/local/lib/python3.11")


def normalize(line):
    """Returns the line stripped with its whitespace runs collapsed, or None when it is too short
    or a comment to say anything about where the code came from."""
    s = line.strip()
    if not s or s.startswith("#"):
        return None
    s = re.sub(r"\s+", " ", s)
    return s if len(s) >= 25 else None


def cpython_lines(lib):
    """Returns the set of normalized lines of CPython's Lib (tests and third-party packages left out)."""
    seen = set()
    for path in glob.glob(os.path.join(lib, "**", "*.py"), recursive=True):
        if "/test" in path or "site-packages" in path or "idlelib" in path:
            continue
        with open(path, encoding="utf-8", errors="replace") as f:
            seen.update(n for n in map(normalize, f) if n)
    return seen


def substantive(path):
    """Returns the module's normalized lines that carry code rather than API or messages."""
    with open(path, encoding="utf-8") as f:
        return [n for n in map(normalize, f) if n and not SKIP_PREFIX.match(n)]


def check(path, corpus):
    """Checks one module; returns (ok, detail) with the share and the first shared lines."""
    lines = substantive(path)
    shared = [n for n in lines if n in corpus]
    share = len(shared) / max(1, len(lines))
    ok = len(shared) <= max(MIN_SHARED, LIMIT * len(lines))
    detail = "%.1f%% of %d substantive lines occur verbatim in CPython's Lib (limit %.0f%%)" % (
        share * 100, len(lines), LIMIT * 100)
    if not ok:
        detail += "; e.g. " + " | ".join(shared[:3])
    return ok, detail


def cases(root):
    """Returns (name, thunk) pairs, one per stdlib module written in Nearly Python."""
    lib = next((d for d in CPYTHON_LIBS if os.path.isdir(d)), None)
    modules = sorted(glob.glob(os.path.join(root, "stdlib", "np_lib_*.py")))
    if lib is None:
        return [("provenance/skipped", lambda: (True, "no CPython Lib directory to compare with"))]
    corpus = []

    def run(path):
        if not corpus:
            corpus.append(cpython_lines(lib))
        return check(path, corpus[0])
    return [("provenance/" + os.path.basename(p), lambda p=p: run(p)) for p in modules]
