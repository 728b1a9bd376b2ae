#!/usr/bin/env python3
"""startup_order.py - regenerates cli/startup.ld, the linker script fragment that packs the code
`nearly run` executes at start-up into one place of build/nearly's text (docs/performance.md,
"Start-up RSS").

Why: a page fault on the binary's text maps the whole 64 KiB fault-around window around it, so
peak RSS follows how many 64 KiB windows start-up touches, not how many bytes. Spread over the
3 MiB of text, the ~350 functions that `x = 1 + 1` runs touched 25 windows (1.6 MiB of RSS);
packed together they fit in a few.

How: every object of the library and the CLI is compiled with -ffunction-sections, so each of
our functions is an input section `.text.NAME`; functions of the static libraries (libc, ...)
are named by archive member (`*libc.a:malloc.o(.text .text.*)`). The script lists those input
sections in an output section placed before `.text`; the default linker script does the rest.
A stale list is harmless: a pattern that matches nothing is ignored, and a function missing from
it is simply linked where it would have been. `.fini` (run by exit) comes along, so the end of
the text is not touched either.

Usage: python3 bench/startup_order.py [--nearly build/nearly] [--out cli/startup.ld] [PROG.py...]
(`make startup-order`). Runs `valgrind --tool=callgrind NEARLY run PROG` for each program
(default: PROGRAMS below), takes every function that executed, and writes the script. Library
members are found with `nm -A` on the archives that `gcc -print-file-name` locates.
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

# The static libraries build/nearly links (Makefile NEARLY_LINK), searched for functions that
# are not ours. libc.a also holds the start-up code of a static PIE.
LIBS = ["libc.a", "libgmp.a", "libxxhash.a", "libutf8proc.a", "libpcre2-8.a", "libedit.a",
        "libsqlite3.a", "libm.a", "libtinfo.a", "libbsd.a", "libmd.a", "libnettle.a", "libz.a"]

# Functions start-up runs natively that valgrind never shows: under valgrind a process has no
# vDSO, so glibc's _dl_non_dynamic_init skips registering it (found with
# `perf record -e page-faults -d build/nearly run x.py`).
NATIVE_ONLY = ["_dl_new_object", "_dl_add_to_namespace_list", "_dl_lookup_symbol_x",
               "do_lookup_x", "_dl_setup_hash", "___pthread_mutex_lock", "__pthread_mutex_unlock"]

FUNC_LINE = re.compile(r"^\s*[\d,]+ \(\s*[\d.]+%\)\s+\S+:(\S+) \[(.+)\]$")


# The programs whose start-up is packed, in order: the benchmark's `x = 1 + 1` first (its
# functions come first, so it touches as few 64 KiB windows as possible), then a small typical
# script (printing, functions, loops, containers, f-strings, an exception).
PROGRAMS = [
    "x = 1 + 1\n",
    "def f(n):\n"
    "    return [i * i for i in range(n) if i % 2]\n"
    "d = {'a': 1, 'b': 2}\n"
    "for k, v in d.items():\n"
    "    print(k, v, f'{v:3d}', len(f(5)), str(v) + 'x')\n"
    "try:\n"
    "    {}['q']\n"
    "except KeyError as e:\n"
    "    print('missing', e)\n",
]


def executed_functions(nearly, progs):
    """Names of the functions callgrind saw executing in `nearly run PROG`, a list per program
    of those no earlier program ran."""
    seen, groups = set(), []
    for prog in progs:
        with tempfile.NamedTemporaryFile(suffix=".cg") as out:
            subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=" + out.name,
                            nearly, "run", prog], check=True, stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL)
            ann = subprocess.run(["callgrind_annotate", "--threshold=100", out.name],
                                 check=True, capture_output=True, text=True).stdout
        names = set()
        for line in ann.splitlines():
            m = FUNC_LINE.match(line)
            if m and not m.group(1).startswith("0x"):
                names.add(m.group(1).split("'")[0])
        groups.append(sorted(names - seen))
        seen |= names
    return groups


def archives(lib):
    """The archive files behind library [lib]: itself, or the members of the GROUP of a GNU ld
    script standing in for it (Debian's libm.a names libm-2.36.a and libmvec.a)."""
    path = subprocess.run(["gcc", "-print-file-name=" + lib], capture_output=True,
                          text=True).stdout.strip()
    if not os.path.isabs(path) or not os.path.exists(path):
        return []
    with open(path, "rb") as f:
        head = f.read(4096)
    if head.startswith(b"!<arch>"):
        return [path]
    m = re.search(rb"GROUP\s*\(([^)]*)\)", head)
    return [p.decode() for p in m.group(1).split() if p.endswith(b".a")] if m else []


def library_members(names):
    """(archive pattern, member) for each of [names] defined in one of LIBS, in LIBS order. A
    version in the archive's name becomes a wildcard (libm-2.36.a -> libm-*.a)."""
    members = []
    seen = set()
    for path in [a for lib in LIBS for a in archives(lib)]:
        lib = re.sub(r"-[\d.]+\.a$", "-*.a", os.path.basename(path))
        nm = subprocess.run(["nm", "-A", "--defined-only", path], capture_output=True,
                            text=True).stdout
        for line in nm.splitlines():
            # "/path/libc.a:malloc.o:0000000000000000 t _int_malloc"
            parts = line.rsplit(" ", 2)
            if len(parts) != 3 or parts[1].lower() not in ("t", "i", "w") or parts[2] not in names:
                continue
            member = parts[0].split(":")[1]
            # A string function of libc has one member per CPU variant (memmove-evex-...o,
            # memmove-avx-...o) and picks one at start-up by CPU: take every variant, since
            # the one valgrind's CPU runs need not be the machine's.
            fam = re.match(r"^([a-z]\w*?)-(sse|avx|evex|erms|ssse3)", member)
            if fam:
                member = fam.group(1) + "-*.o"
            key = (lib, member)
            if key not in seen:
                seen.add(key)
                members.append(key)
    return members


def ours(nearly_dir):
    """Names of the functions defined in our own objects (lexer .. cli), from their sources' nm."""
    names = set()
    for root, _, files in os.walk(os.path.join(nearly_dir, "obj")):
        for f in files:
            if f.endswith(".o"):
                out = subprocess.run(["nm", "--defined-only", os.path.join(root, f)],
                                     capture_output=True, text=True).stdout
                for line in out.splitlines():
                    p = line.split()
                    if len(p) == 3 and p[1] in "tT":
                        names.add(p[2])
    return names


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--nearly", default="build/nearly")
    ap.add_argument("--out", default="cli/startup.ld")
    ap.add_argument("progs", nargs="*", help="programs to run instead of PROGRAMS")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        progs = args.progs
        if not progs:
            for i, text in enumerate(PROGRAMS):
                progs.append(os.path.join(tmp, "prog%d.py" % i))
                with open(progs[-1], "w") as f:
                    f.write(text)
        groups = executed_functions(args.nearly, progs)
    own = ours(os.path.dirname(args.nearly))
    mine = [n for g in groups for n in g if n in own]
    libs = library_members(set(n for g in groups for n in g) - set(mine) | set(NATIVE_ONLY))
    lines = ["/* cli/startup.ld - generated by bench/startup_order.py; do not edit. Packs the code",
             "   that `nearly run` executes at start-up in front of the rest of .text, so it",
             "   touches few 64 KiB fault-around windows (docs/performance.md, Start-up RSS). */",
             "SECTIONS", "{", "  .text.nearly_startup :", "  {",
             "    KEEP (*(SORT_NONE(.fini)))"]
    lines += ["    *(.text.%s)" % n for n in mine]
    lines += ["    *%s:%s(.text .text.*)" % (lib, member) for lib, member in libs]
    lines += ["  }", "}", "INSERT BEFORE .text;", ""]
    with open(args.out, "w") as f:
        f.write("\n".join(lines))
    print("%s: %d functions of ours, %d library members" % (args.out, len(mine), len(libs)),
          file=sys.stderr)


if __name__ == "__main__":
    main()
