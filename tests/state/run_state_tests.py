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
    # alias is the same list as items (saved once, shared across globals), so both changed.
    expect(st == 0 and out == "~ alias: [1, 2] -> [1, 2, 3]\n"
           "- big = 1267650600228229401496703205376\n"
           "~ items: [1, 2] -> [1, 2, 3]\n~ x: 1 -> 2\n", "diff: " + out + err)
    st, out, err = sh(nearly, ["state", "show", db], timeout)
    expect(st == 0 and "items = [1, 2, 3]\n" in out and "x = 2\n" in out and
           "f = <function f>\n" in out
           and "math = <module 'math'>\n" in out, "show: " + out)
    st, out, err = sh(nearly, ["state", "checkout", db, t1], timeout)
    expect(st == 0 and t1 in out, "checkout: " + out + err)
    st, out, err = sh(nearly, ["run", "--state", db], timeout,
                      "print(x, items, big, alias is items)\nx = 10\nprint(f())\n")
    expect(st == 0 and out == "1 [1, 2] 1267650600228229401496703205376 True\n1\n",
           "after checkout: " + out + err)
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
    # Sharing survives inside a value and between globals (a is b[0]). The frozenset's order
    # follows the str hash, which is Nearly's own (vm/np_runtime.h np_hash_text): either order.
    head = "[[1, 2], [1, 2]] [[...]] {'self': {...}} True True [1, 2] "
    expect(st == 0 and out in (head + "frozenset({(1, 'x'), (2, 'y')})\n",
                               head + "frozenset({(2, 'y'), (1, 'x')})\n"), out + err)
    con = sqlite3.connect(db)
    n = con.execute("SELECT count(*) FROM objects").fetchone()[0]
    con.close()
    expect(n <= 9, "equal values not deduplicated (%d objects)" % n)


TURN1_CODE = """
import math
def make_counter(start=0):
    n = start
    def inc(by=1):
        nonlocal n
        n += by
        return n
    def get():
        return n
    return inc, get
inc, get = make_counter(10)
sq = lambda x: x * x
class Animal:
    kind = "animal"
    def __init__(self, name):
        self.name = name
        self.__secret = 42
    def speak(self):
        return f"{self.name} makes a sound"
    def secret(self):
        return self.__secret
    @property
    def upper(self):
        return self.name.upper()
    @staticmethod
    def s(x): return x + 1
    @classmethod
    def make(cls, n): return cls(n)
class Dog(Animal):
    def speak(self):
        return super().speak() + " (woof)"
class Oops(ValueError):
    pass
pet = Dog("rex")
speak = pet.speak
def area(r, *, pi=math.pi):
    return pi * r * r
if True:
    def indented():
        return "ind"
registry = {Dog: [pet], "n": 1}
gen = (i for i in range(3))
"""


def scenario_functions_and_classes(nearly, d, timeout):
    """The issue's check with functions, closures, classes and instances in the state."""
    db = os.path.join(d, "s.db")
    st, out, err = sh(nearly, ["run", "--state", db], timeout, TURN1_CODE)
    expect(st == 0, "turn 1 failed: " + err)
    t1 = head_id(nearly, db, timeout)
    st, out, err = sh(nearly, ["run", "--state", db], timeout,
                      "print(inc(), inc(5), get(), sq(7))\n"
                      "print(pet.speak(), pet.upper, pet.secret(), Dog.s(1), Dog.make('fido').speak())\n"
                      "print(isinstance(pet, Animal), type(pet).__name__, Animal.kind, speak())\n"
                      "print(area(1.0), indented(), registry[Dog][0] is pet)\n"
                      "try:\n    raise Oops('bad')\nexcept ValueError as e:\n    print('caught', e)\n"
                      "try:\n    gen()\nexcept RuntimeError as e:\n    print(e)\n"
                      "pet.name = 'max'\nextra = Animal('cat')\n")
    expect(st == 0, "turn 2 failed: " + err)
    expect(out == "11 16 16 49\n"
           "rex makes a sound (woof) REX 42 2 fido makes a sound (woof)\n"
           "True Dog animal rex makes a sound (woof)\n"
           "3.141592653589793 ind True\ncaught bad\n"
           "value 'gen' (a generator) could not be saved between runs\n", "turn 2 output: " + out)
    t2 = head_id(nearly, db, timeout)
    st, out, err = sh(nearly, ["run", "--state", db], timeout,
                      "print(inc(), speak(), extra.speak())\nx = 1\nraise KeyError('k')\n")
    expect(st == 1 and "KeyError" in err and out == "17 max makes a sound (woof) cat makes a sound\n",
           "turn 3: " + out + err)
    expect(head_id(nearly, db, timeout) == t2, "a failed turn committed")
    st, out, err = sh(nearly, ["state", "show", db], timeout)
    expect(st == 0 and "inc = <function make_counter.<locals>.inc>\n" in out and
           "Dog = <class '__main__.Dog'>\n" in out and
           "pet = <__main__.Dog object name='max', _Animal__secret=42>\n" in out and
           "sq = <function <lambda>>\n" in out and
           "speak = <bound method Dog.speak of <__main__.Dog object" in out and
           "gen = <unsaved: value 'gen' (a generator) could not be saved between runs>" in out,
           "show: " + out + err)
    st, out, err = sh(nearly, ["state", "diff", db, t1, t2], timeout)
    expect(st == 0 and "+ extra = <__main__.Animal object name='cat', _Animal__secret=42>\n" in out and
           "~ pet: <__main__.Dog object name='rex', _Animal__secret=42> -> "
           "<__main__.Dog object name='max', _Animal__secret=42>\n" in out, "diff: " + out + err)
    st, out, err = sh(nearly, ["state", "checkout", db, t1], timeout)
    expect(st == 0, "checkout: " + err)
    st, out, err = sh(nearly, ["run", "--state", db], timeout,
                      "print(inc(), pet.name)\ntry:\n    extra\nexcept NameError:\n    print('no extra')\n")
    expect(st == 0 and out == "11 rex\nno extra\n", "after checkout: " + out + err)
    return db


def scenario_builtin_subclasses(nearly, d, timeout):
    """Instances of user subclasses of list, dict and set keep their class, contents and
    attributes; a defaultdict is saved as a module dict (see scenario_collections)."""
    db = os.path.join(d, "s.db")
    st, out, err = sh(nearly, ["run", "--state", db], timeout,
                      "class L(list):\n    def total(self): return sum(self)\n"
                      "class D(dict):\n    pass\nclass S(set):\n    pass\n"
                      "ll = L([1, 2, 3])\nll.tag = 'mine'\ndd = D(a=1, b=[ll])\nss = S({2, 1})\n"
                      "from collections import defaultdict\ndfd = defaultdict(list)\n"
                      "from enum import Enum\nclass Color(Enum):\n    RED = 1\n")
    expect(st == 0, err)
    st, out, err = sh(nearly, ["run", "--state", db], timeout,
                      "print(ll.total(), ll.tag, dd['b'][0] is ll, type(dd).__name__, ss, "
                      "isinstance(ss, set))\nll.append(4)\n"
                      "print(dfd['k'], dfd)\n")
    expect(st == 0 and out == "6 mine True D S({1, 2}) True\n"
           "[] defaultdict(<class 'list'>, {'k': []})\n", out + err)
    st, out, err = sh(nearly, ["state", "show", db], timeout)
    expect(st == 0 and "dd = D({'a': 1, 'b': [L([1, 2, 3, 4], tag='mine')]})\n" in out and
           "Color = <unsaved: value 'Color' (an Enum, NamedTuple, TypedDict or other class made "
           "by a module) could not be saved between runs>\n" in out and
           "ll = L([1, 2, 3, 4], tag='mine')\n" in out, "show: " + out + err)


def scenario_descriptors(nearly, d, timeout):
    """A class with a user descriptor (and the names __set_name__ gave it) is saved and
    restored: the next turn's stores still call __set__ (validation runs), reads call __get__,
    and __set_name__ is not run again on load."""
    db = os.path.join(d, "s.db")
    st, out, err = sh(nearly, ["run", "--state", db], timeout,
                      "class Positive:\n"
                      "    def __set_name__(self, owner, name):\n"
                      "        print('set_name', name)\n"
                      "        self.private = '_' + name\n"
                      "    def __get__(self, obj, objtype=None):\n"
                      "        return self if obj is None else getattr(obj, self.private)\n"
                      "    def __set__(self, obj, value):\n"
                      "        if value <= 0:\n"
                      "            raise ValueError('must be positive')\n"
                      "        setattr(obj, self.private, value)\n"
                      "class Order:\n    qty = Positive()\n"
                      "    def __init__(self, q):\n        self.qty = q\n"
                      "o = Order(3)\nprint(o.qty)\n")
    expect(st == 0 and out == "set_name qty\n3\n", out + err)
    st, out, err = sh(nearly, ["run", "--state", db], timeout,
                      "print(o.qty, Order.qty.private)\ntry:\n    o.qty = -1\n"
                      "except ValueError as e:\n    print('ValueError', e)\n"
                      "o.qty = 9\nprint(o.qty, o._qty)\n")
    expect(st == 0 and out == "3 _qty\nValueError must be positive\n9 9\n", out + err)


def scenario_functions_corrupt(nearly, d, timeout):
    """A store holding functions and classes, truncated and bit-flipped: clear errors."""
    db = scenario_functions_and_classes(nearly, d, timeout)
    con = sqlite3.connect(db)
    con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    con.close()
    data = open(db, "rb").read()
    flipped = bytearray(data)
    for i in range(1024, len(flipped), 97):
        flipped[i] ^= 0x21
    for name, blob in {"truncated": data[: len(data) * 2 // 3], "bitflip": bytes(flipped)}.items():
        p = os.path.join(d, name + ".db")
        with open(p, "wb") as f:
            f.write(blob)
        for args in (["state", "log", p], ["state", "show", p], ["state", "diff", p, "HEAD", "HEAD"],
                     ["run", "--state", p, "-c", "print(inc())"]):
            st, out, err = sh(nearly, args, timeout)
            expect(st == 1 and err.startswith("nearly: ") and len(err.splitlines()) == 1,
                   "%s %s: status %d, %r" % (name, args[:2], st, err))


def scenario_tampered_function(nearly, d, timeout):
    """A function's saved source edited in the store is recompiled under the same rules: it
    cannot reach anything the sandbox would refuse, and a broken record is a clear error."""
    db = os.path.join(d, "s.db")
    st, out, err = sh(nearly, ["run", "--state", db], timeout,
                      "def f():\n    return 'SAFE_MARKER_1'\n")
    expect(st == 0, err)
    con = sqlite3.connect(db)
    rows = con.execute("SELECT hash, data FROM objects").fetchall()
    (h, blob), = [r for r in rows if b"SAFE_MARKER_1" in bytes(r[1])]
    blob = bytes(blob)
    con.close()

    def store_with(new_blob, label):
        # The edited bytes stay under the old key, so the store's hash check refuses them.
        # (Edits that keep hashes consistent reach the decoder: tests/unit/test_serial.c
        # feeds tampered function records to it directly.)
        p = os.path.join(d, label + ".db")
        shutil.copy(db, p)
        c = sqlite3.connect(p)
        c.execute("UPDATE objects SET data = ? WHERE hash = ?", (new_blob, h))
        c.commit()
        c.close()
        return p

    # Same length edit: the source now tries to open a file (the sandbox refuses open).
    evil = blob.replace(b"'SAFE_MARKER_1'", b"open('/etc/pw')")
    expect(len(evil) == len(blob), "edit changed the length")
    p = store_with(evil, "evil")
    st, out, err = sh(nearly, ["run", "--state", p, "-c", "print(f())"], timeout)
    expect(st == 1 and "does not match its hash" in err and "root:" not in out, "evil: " + err)
    for i, label in ((len(blob) // 2, "flip-mid"), (len(blob) - 3, "flip-end")):
        bad = bytearray(blob)
        bad[i] ^= 0x40
        p = store_with(bytes(bad), label)
        st, out, err = sh(nearly, ["run", "--state", p, "-c", "print(f())"], timeout)
        expect(st == 1 and err.startswith("nearly: ") and len(err.splitlines()) == 1,
               "%s: %d %r" % (label, st, err))


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


def scenario_collections(nearly, d, timeout):
    """Counter, OrderedDict, defaultdict (factory: a builtin, a saved function, a lambda, None),
    deque and datetime values round-trip (class by module reference, contents by value), keep
    sharing, and keep working across several turns."""
    db = os.path.join(d, "s.db")
    st, out, err = sh(nearly, ["run", "--state", db], timeout,
                      "from collections import Counter, OrderedDict, defaultdict, deque\n"
                      "import datetime\n"
                      "def mk():\n    return 'z'\n"
                      "c = Counter('hello')\no = OrderedDict(a=1, b=[2])\nshared = o['b']\n"
                      "dd = defaultdict(list)\ndd['x'].append(1)\nd2 = defaultdict(mk)\n"
                      "d3 = defaultdict(lambda: 7)\nd4 = defaultdict()\nd4['me'] = d4\n"
                      "q = deque([1, 2, 3], maxlen=3)\nday = datetime.date(2020, 1, 2)\n"
                      "span = datetime.timedelta(days=2, seconds=5)\n"
                      "when = datetime.datetime(2020, 1, 2, 3, 4)\n")
    expect(st == 0, "turn 1 failed: " + err)
    st, out, err = sh(nearly, ["run", "--state", db], timeout,
                      "print(c, o, dd, d3['q'], d2['k'], d4['me'] is d4, d4.default_factory)\n"
                      "print(shared is o['b'], c.most_common(1), type(c).__name__, isinstance(dd, dict))\n"
                      "print(q, day, span, when, when + span, day.isoformat())\n"
                      "dd['y'].append(5)\nc.update('ll')\no.move_to_end('a')\nq.append(4)\n")
    expect(st == 0 and out ==
           "Counter({'l': 2, 'h': 1, 'e': 1, 'o': 1}) OrderedDict([('a', 1), ('b', [2])]) "
           "defaultdict(<class 'list'>, {'x': [1]}) 7 z True None\n"
           "True [('l', 2)] Counter True\n"
           "deque([1, 2, 3], maxlen=3) 2020-01-02 2 days, 0:00:05 2020-01-02 03:04:00 "
           "2020-01-04 03:04:05 2020-01-02\n", "turn 2: " + out + err)
    st, out, err = sh(nearly, ["run", "--state", db], timeout,
                      "print(dd, c, o, q, d3.default_factory(), sorted(d3))\n")
    expect(st == 0 and out ==
           "defaultdict(<class 'list'>, {'x': [1], 'y': [5]}) Counter({'l': 4, 'h': 1, 'e': 1, 'o': 1}) "
           "OrderedDict([('b', [2]), ('a', 1)]) deque([2, 3, 4], maxlen=3) 7 ['q']\n",
           "turn 3: " + out + err)
    st, out, err = sh(nearly, ["state", "show", db], timeout)
    expect(st == 0 and "c = Counter({" in out and "dd = defaultdict(<class 'list'>, {'x': [1], 'y': [5]})\n" in out
           and "d2 = defaultdict(<function mk>, {'k': 'z'})\n" in out
           and "d4 = defaultdict(None, {'me': {...}})\n" in out
           and "q = <collections.deque object" in out, "show: " + out + err)
    # Not granted on load: the Counter becomes a marker naming its class; the rest loads.
    pol = os.path.join(d, "p.toml")
    with open(pol, "w") as f:
        f.write("[modules]\ngrant = math\n")
    st, out, err = sh(nearly, ["run", "--policy", pol, "--state", db], timeout,
                      "print(shared)\ntry:\n    len(c)\nexcept RuntimeError as e:\n    print(e)\n")
    expect(st == 0 and out == "[2]\nan instance could not be restored: 'collections.Counter' is not "
           "available here (module not granted or name missing)\n", "ungranted: " + out + err)


def scenario_lost_bases(nearly, d, timeout):
    """A saved class whose base's module is not granted on load becomes a marker (and so do its
    subclasses and instances) instead of failing the whole load."""
    db = os.path.join(d, "s.db")
    st, out, err = sh(nearly, ["run", "--state", db], timeout,
                      "import math\nfrom collections import deque\n"
                      "class Q(deque):\n    def total(self):\n        return sum(self)\n"
                      "class R(Q):\n    pass\nq = Q([1, 2], maxlen=4)\nr = R()\nkeep = [q, 5]\n"
                      "def hyp(a, b):\n    return math.hypot(a, b)\n")
    expect(st == 0, "turn 1 failed: " + err)
    st, out, err = sh(nearly, ["run", "--state", db], timeout,
                      "q.append(3)\nprint(list(q), q.total(), list(r), keep[0] is q, isinstance(r, deque))\n")
    expect(st == 0 and out == "[1, 2, 3] 6 [] True True\n", "turn 2: " + out + err)
    pol = os.path.join(d, "p.toml")
    with open(pol, "w") as f:
        f.write("[modules]\ngrant = math\n")
    st, out, err = sh(nearly, ["run", "--policy", pol, "--state", db], timeout,
                      "print(hyp(3, 4), keep[1], keep[0] is q)\nfor v in (Q, R, q, r):\n    try:\n"
                      "        v()\n    except RuntimeError as e:\n        print(e)\n")
    miss = "'collections.deque' is not available here (module not granted or name missing)"
    expect(st == 0 and out == "5.0 5 True\n"
           "class 'Q' could not be restored: %s\n"
           "class 'R' could not be restored: class 'Q' could not be restored: %s\n"
           "an instance could not be restored: class 'Q' could not be restored: %s\n"
           "an instance could not be restored: class 'R' could not be restored: class 'Q' could "
           "not be restored: %s\n" % (miss, miss, miss, miss), "ungranted: " + out + err)


def scenario_marker_uses(nearly, d, timeout):
    """len(), arithmetic and a missing attribute of a marker raise its saved message."""
    db = os.path.join(d, "s.db")
    st, out, err = sh(nearly, ["run", "--state", db], timeout, "g = (i for i in [1])\n")
    expect(st == 0, "turn 1 failed: " + err)
    msg = "value 'g' (a generator) could not be saved between runs"
    for use in ["len(g)", "g + 1", "1 + g", "g * 2", "-g", "g.send", "g.x = 1", "g()", "g[0]"]:
        st, out, err = sh(nearly, ["run", "--state", db], timeout,
                          "try:\n    %s\nexcept RuntimeError as e:\n    print(e)\n" % use)
        expect(st == 0 and out == msg + "\n", use + ": " + out + err)
    st, out, err = sh(nearly, ["run", "--state", db], timeout,
                      "print(hasattr(g, '__class__'), g == 1, type(g).__name__)\n")
    expect(st == 0 and out == "True False unsaved_value\n", "other uses: " + out + err)


def scenario_module_references(nearly, d, timeout):
    """Modules and modules' public functions and classes are saved as references and imported
    again (under the policy) on load, so a saved function that uses `math` works next turn."""
    db = os.path.join(d, "s.db")
    st, out, err = sh(nearly, ["run", "--state", db], timeout,
                      "import math, json\nfrom json import dumps as jd\nfrom collections import OrderedDict\n"
                      "def hyp(a, b):\n    return math.sqrt(a * a + b * b)\n"
                      "class Base(OrderedDict):\n    pass\n")
    expect(st == 0, "turn 1 failed: " + err)
    st, out, err = sh(nearly, ["run", "--state", db], timeout,
                      "print(hyp(3, 4), json.dumps([1, 2]), jd({'a': 1}), math.pi)\n"
                      "print(OrderedDict.__name__, issubclass(Base, OrderedDict), Base().__class__.__name__)\n")
    expect(st == 0 and out == '5.0 [1, 2] {"a": 1} 3.141592653589793\nOrderedDict True Base\n',
           "turn 2: " + out + err)
    st, out, err = sh(nearly, ["state", "show", db], timeout)
    expect(st == 0 and "math = <module 'math'>\n" in out and "OrderedDict = <class 'collections.OrderedDict'>\n" in out,
           "show: " + out + err)
    # A module the loading VM's policy does not grant becomes a marker naming it.
    pol = os.path.join(d, "p.toml")
    with open(pol, "w") as f:
        f.write("[modules]\ngrant = math, collections\n")
    st, out, err = sh(nearly, ["run", "--policy", pol, "--state", db], timeout,
                      "print(hyp(6, 8))\ntry:\n    jd(1)\nexcept RuntimeError as e:\n    print(e)\n")
    expect(st == 0 and out.startswith("10.0\n") and "'json.dumps' is not available here" in out,
           "ungranted: " + out + err)
    return db


def scenario_decimals(nearly, d, timeout):
    """Decimals made by decimal's native core keep their fields in C (no attribute dict); saved
    in a turn, they must load with their values, and mix with constructed ones next turn."""
    db = os.path.join(d, "s.db")
    st, out, err = sh(nearly, ["run", "--state", db], timeout,
                      "from decimal import Decimal\nd = Decimal('1.25') + Decimal('2.5')\n"
                      "e = [abs(Decimal('-0.05')), d * 3, Decimal(7)]\nprint(d, e)\n")
    expect(st == 0 and out == "3.75 [Decimal('0.05'), Decimal('11.25'), Decimal('7')]\n",
           "turn 1: " + out + err)
    st, out, err = sh(nearly, ["run", "--state", db], timeout,
                      "print(d, d + e[0], e[1] // 2, e[1] % 4, d.as_tuple().exponent, sum(e, d))\n")
    expect(st == 0 and out == "3.75 3.80 5 3.25 -2 22.05\n", "turn 2: " + out + err)
    return db


def scenario_bytes_and_hashes(nearly, d, timeout):
    """bytes and bytearray values are saved (a shared bytearray stays one object), so hashlib
    objects, whose state is a bytes value, keep hashing after a restore; a state a store forged
    (its buffer index past the block) is refused with a TypeError, never handed to Nettle."""
    db = os.path.join(d, "s.db")
    st, out, err = sh(nearly, ["run", "--state", db], timeout,
                      "import hashlib\nb = b'a\\x00\\xff'\nba = bytearray(b'xy')\n"
                      "pair = [ba, ba]\nkeys = {b'k': 1, (b't', 2): b'v'}\nfs = frozenset({b'q'})\n"
                      "h = hashlib.sha256(b'abc')\nm = hashlib.md5(b'part')\n")
    expect(st == 0, "turn 1: " + out + err)
    st, out, err = sh(nearly, ["run", "--state", db], timeout,
                      "print(b, pair, pair[0] is pair[1], keys, fs)\n"
                      "print(h.hexdigest() == hashlib.sha256(b'abc').hexdigest())\n"
                      "m.update(b'2')\nba.append(65)\n")
    expect(st == 0 and out == "b'a\\x00\\xff' [bytearray(b'xy'), bytearray(b'xy')] True "
           "{b'k': 1, (b't', 2): b'v'} frozenset({b'q'})\nTrue\n", "turn 2: " + out + err)
    st, out, err = sh(nearly, ["run", "--state", db], timeout,
                      "print(pair, m.hexdigest() == hashlib.md5(b'part2').hexdigest())\n")
    expect(st == 0 and out == "[bytearray(b'xyA'), bytearray(b'xyA')] True\n",
           "turn 3: " + out + err)
    return db


def scenario_dataclasses(nearly, d, timeout):
    """User dataclasses and their instances round-trip: the class is saved without what
    @dataclass made and the decorator runs again on load (defaults, factories, field() flags,
    frozen, order, eq=False, inheritance, InitVar, own __repr__); without the dataclasses
    module granted the class and its instances become markers."""
    db = os.path.join(d, "s.db")
    st, out, err = sh(nearly, ["run", "--state", db], timeout,
                      "from dataclasses import dataclass, field, InitVar\n"
                      "@dataclass\nclass Task:\n    name: str\n    done: bool = False\n"
                      "    tags: list = field(default_factory=list)\n"
                      "@dataclass(frozen=True)\nclass P:\n    x: int\n    y: int = 0\n"
                      "@dataclass(order=True)\nclass V:\n    a: int\n"
                      "    b: str = field(default='z', repr=False)\n"
                      "@dataclass\nclass Base:\n    x: int\n    def double(self):\n"
                      "        return self.x * 2\n"
                      "@dataclass\nclass Sub(Base):\n    y: list = field(default_factory=list)\n"
                      "    z: InitVar[int] = 0\n    def __post_init__(self, z):\n"
                      "        self.y.append(z)\n    def __repr__(self):\n"
                      "        return 'Sub!' + str(self.x)\n"
                      "@dataclass(eq=False)\nclass NoEq:\n    v: int\n"
                      "tasks = [Task('a'), Task('b', True)]\np = P(1, 2)\nvs = [V(2), V(1, 'q')]\n"
                      "s = Sub(1, [], 5)\nn = NoEq(3)\nAkeys = {P(i): i for i in range(50)}\n")
    expect(st == 0, "turn 1 failed: " + err)
    st, out, err = sh(nearly, ["run", "--state", db], timeout,
                      "import dataclasses\nprint(tasks[0].name, tasks)\nt = Task('c')\n"
                      "t.tags.append(1)\nprint(t, t == Task('c', False, [1]), tasks[1] == Task('b', True))\n"
                      "print(dataclasses.asdict(tasks[1]), dataclasses.fields(Task)[2].name, Task.__match_args__)\n"
                      "print(p, hash(p) == hash(P(1, 2)))\ntry:\n    p.x = 5\n"
                      "except dataclasses.FrozenInstanceError as e:\n    print('frozen', e)\n"
                      "print(sorted(vs), V(1) < V(2), vs[1].b)\n"
                      "print(s, s.y, s.double(), Sub(2, z=9).y, Sub(3) == Sub(3), n == NoEq(3), Base(4))\n"
                      "print(sum(P(i) in Akeys for i in range(50)), Akeys[P(7)])\n"
                      "tasks.append(t)\ns.x = 10\n")
    expect(st == 0 and out ==
           "a [Task(name='a', done=False, tags=[]), Task(name='b', done=True, tags=[])]\n"
           "Task(name='c', done=False, tags=[1]) True True\n"
           "{'name': 'b', 'done': True, 'tags': []} tags ('name', 'done', 'tags')\n"
           "P(x=1, y=2) True\nfrozen cannot assign to field 'x'\n"
           "[V(a=1), V(a=2)] True q\n"
           "Sub!1 [5] 2 [9] True False Base(x=4)\n50 7\n", "turn 2: " + out + err)
    st, out, err = sh(nearly, ["run", "--state", db], timeout,
                      "print(tasks[2], len(tasks), s, Task('d').tags is not Task('e').tags)\n")
    expect(st == 0 and out == "Task(name='c', done=False, tags=[1]) 3 Sub!10 True\n",
           "turn 3: " + out + err)
    pol = os.path.join(d, "p.toml")
    with open(pol, "w") as f:
        f.write("[modules]\ngrant = math\n")
    st, out, err = sh(nearly, ["run", "--policy", pol, "--state", db], timeout,
                      "try:\n    n.v\nexcept RuntimeError as e:\n    print(e)\n")
    expect(st == 0 and out == "an instance could not be restored: class 'NoEq' could not be "
           "restored: 'dataclasses' is not available here (module not granted)\n",
           "ungranted: " + out + err)


def scenario_dataclass_slots(nearly, d, timeout):
    """A saved dataclass(slots=True) class (the slots bit is the highest parameter bit) comes
    back with its slots, frozen and order behaviour; a parameter bit above it is corrupt."""
    db = os.path.join(d, "s.db")
    st, out, err = sh(nearly, ["run", "--state", db], timeout,
                      "from dataclasses import dataclass\n"
                      "@dataclass(slots=True)\nclass S:\n    a: int\n    b: str = 'q'\n"
                      "@dataclass(slots=True, frozen=True, order=True)\nclass F:\n    x: int\n"
                      "ss = [S(1), S(2, 'z')]\nfs = sorted([F(3), F(1)])\n")
    expect(st == 0, "turn 1 failed: " + err)
    st, out, err = sh(nearly, ["run", "--state", db], timeout,
                      "print(ss, fs, S(5), F(2) < F(3), hash(F(1)) == hash(fs[0]))\n"
                      "try:\n    ss[0].c = 1\nexcept AttributeError as e:\n    print('AE', e)\n"
                      "try:\n    fs[0].x = 1\nexcept Exception as e:\n"
                      "    print(type(e).__name__, e)\n")
    expect(st == 0 and out ==
           "[S(a=1, b='q'), S(a=2, b='z')] [F(x=1), F(x=3)] S(a=5, b='q') True True\n"
           "AE 'S' object has no attribute 'c'\n"
           "FrozenInstanceError cannot assign to field 'x'\n", "turn 2: " + out + err)


def scenario_datetime_shapes(nearly, d, timeout):
    """Shaped datetime instances (values behind their class's layout) and a subclass's with an
    extra attribute round-trip through saved state; loaded ones (with dicts) and new shaped
    ones compute and compare together in the next turns."""
    db = os.path.join(d, "s.db")
    st, out, err = sh(nearly, ["run", "--state", db], timeout,
                      "from datetime import datetime, date, timedelta, timezone\n"
                      "class Stamp(datetime):\n    pass\n"
                      "tz = timezone(timedelta(hours=2), 'X')\n"
                      "xs = [datetime(2020, 1, 1) + timedelta(hours=i) for i in range(5)]\n"
                      "s = Stamp(2020, 1, 1, 3)\ns.note = 'n'\naware = datetime(2020, 1, 1, 5, tzinfo=tz)\n"
                      "day = date(2020, 2, 28)\nspan = timedelta(days=1, seconds=3)\n")
    expect(st == 0, "turn 1 failed: " + err)
    code = ("print(xs[3] == s, s.note, xs[-1] - xs[0], s + span, day + span, aware - aware.replace(hour=1))\n"
            "print(aware.utcoffset(), aware.tzname(), aware.astimezone(timezone.utc), span * 2)\n"
            "ys = [datetime(2020, 1, 1) + timedelta(hours=i) for i in range(5)]\n"
            "print(ys == xs, max(xs + ys), len(set(xs + ys)), s.replace(day=2), xs[2].date())\n")
    want = ("True n 4:00:00 2020-01-02 03:00:03 2020-02-29 4:00:00\n"
            "2:00:00 X 2020-01-01 03:00:00+00:00 2 days, 0:00:06\n"
            "True 2020-01-01 04:00:00 5 2020-01-02 03:00:00 2020-01-01\n")
    for turn in (2, 3):
        st, out, err = sh(nearly, ["run", "--state", db], timeout, code)
        expect(st == 0 and out == want, "turn %d: %s%s" % (turn, out, err))


SCENARIOS = [scenario_turns, scenario_shared_and_cyclic, scenario_functions_and_classes,
             scenario_builtin_subclasses, scenario_descriptors, scenario_functions_corrupt, scenario_tampered_function, scenario_corrupt, scenario_module_references, scenario_decimals,
             scenario_bytes_and_hashes,
             scenario_collections, scenario_lost_bases, scenario_marker_uses, scenario_dataclasses,
             scenario_dataclass_slots, scenario_datetime_shapes,
             scenario_usage]


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
