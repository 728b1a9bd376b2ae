#!/usr/bin/env python3
"""gen_program.py - a grammar-aware generator of random, valid Nearly Python programs.

Each program is a deterministic function of its seed: the same seed always gives the same text.
The programs are type-directed (every variable has a static type: int, float, str, bool, list of
int, dict of str to int), terminate quickly (loops are bounded, recursion is bounded), print
what they compute, and catch the exceptions they may raise (ZeroDivisionError, IndexError,
KeyError, ValueError...) printing `type(e).__name__, e`, so their stdout is a complete record of
their behaviour and must be identical under `nearly run` and python3 (see fuzz/diff_check.py).

Uses:
  gen_program.py --seed 7                  print program number 7
  gen_program.py --count 300 --out-dir D   write D/gen-<seed>.py for seeds 0..299 (a fuzz corpus)
  gen_program.py --count 50 --first 1000 --out-dir D   seeds 1000..1049
"""

import argparse
import os
import random
import sys

# Identifiers the generator may use as variable names (never builtins or keywords).
NAMES = ["a", "b", "c", "d", "n", "m", "k", "x", "y", "z", "s", "t", "u", "v", "w", "p", "q",
         "acc", "total", "items", "word", "flag", "val", "res", "tmp"]

# Small string literals (ASCII and a few non-ASCII code points).
STRINGS = ["", "a", "ab", "abc", "hello", "Hello World", "x-y-z", "  pad  ", "caf\u00e9",
           "\u00fcber", "123", "a,b,c", "tab\\tsep", "line\\nbreak", "MiXeD", "zz"]

# Float literals whose repr CPython prints in one well-defined way.
FLOATS = ["0.0", "1.5", "-2.25", "0.1", "3.14159", "1e10", "2.5e-3", "100.0", "-0.5", "7.0",
          "1e300", "123456.789"]


class Gen:
    """Builds one program: holds the random source, the scope stack and the output lines."""

    def __init__(self, seed):
        self.r = random.Random(seed)
        self.lines = []
        # One dict per scope: variable name -> type ("int", "float", "str", "bool", "list",
        # "dict"); functions and classes are kept separately.
        self.scopes = [{}]
        self.funcs = []    # (name, [param types], return type)
        self.classes = []  # class names, each with an int field `v` and a method `get()`
        self.depth = 0
        # Index in [scopes] of the innermost function's scope (0 at module level).
        self.func_scope = 0
        self.indent = 0
        self.counter = 0

    # ------------------------------------------------------------------ helpers

    def emit(self, text):
        self.lines.append("    " * self.indent + text)

    def fresh(self, prefix):
        self.counter += 1
        return "%s%d" % (prefix, self.counter)

    def vars_of(self, typ, local_only=False):
        """Names of type [typ] visible here; with [local_only], only those of the innermost
        function (rebinding a module variable inside a function would make it local)."""
        out = []
        first = self.func_scope if local_only else 0
        for scope in self.scopes[first:]:
            out.extend(n for n, t in scope.items() if t == typ)
        return sorted(set(out))

    def chance(self, p):
        return self.r.random() < p

    # ------------------------------------------------------------------ expressions

    def expr(self, typ, depth=0):
        """Returns the text of an expression of type [typ], at most about 4 levels deep."""
        method = getattr(self, "e_" + typ)
        return method(depth + 1 if depth < 4 else 99)

    def leaf_var(self, typ):
        vs = self.vars_of(typ)
        return self.r.choice(vs) if vs else None

    def e_int(self, d):
        v = self.leaf_var("int")
        if d > 3 or self.chance(0.3):
            if v and self.chance(0.6):
                return v
            return str(self.r.choice([0, 1, 2, 3, 5, 7, 10, 42, 100, 255, -1, -8, 2 ** 40,
                                      10 ** 20]))
        k = self.r.randrange(20)
        if k == 0:
            return "(%s %s %s)" % (self.e_int(d + 1), self.r.choice("+-*"), self.e_int(d + 1))
        if k == 1:
            return "(%s %s %s)" % (self.e_int(d + 1), self.r.choice(["//", "%"]),
                                   self.e_int(d + 1))
        if k == 2:
            return "(%s %s %s)" % (self.e_int(d + 1), self.r.choice("&|^"), self.e_int(d + 1))
        if k == 3:
            return "(%s %s %d)" % (self.e_int(d + 1), self.r.choice(["<<", ">>"]),
                                   self.r.randrange(0, 70))
        if k == 4:
            return "len(%s)" % self.r.choice([self.e_str(d + 1), self.e_list(d + 1),
                                              self.e_dict(d + 1)])
        if k == 5:
            return "%s(%s, %s)" % (self.r.choice(["min", "max"]), self.e_int(d + 1),
                                   self.e_int(d + 1))
        if k == 6:
            return "sum(%s)" % self.e_list(d + 1)
        if k == 7:
            return "abs(%s)" % self.e_int(d + 1)
        if k == 8:
            return "(%s if %s else %s)" % (self.e_int(d + 1), self.e_bool(d + 1),
                                           self.e_int(d + 1))
        if k == 9:
            return "int(%s)" % self.r.choice([self.e_float(d + 1), "'%d'" %
                                              self.r.randrange(-99, 999), self.e_bool(d + 1)])
        if k == 10:
            return "%s.count(%s)" % (self.e_str(d + 1), self.e_str(d + 1))
        if k == 11:
            return "(%s ** %d)" % (self.e_int(d + 1), self.r.randrange(0, 5))
        if k == 12 and self.funcs:
            f = [f for f in self.funcs if f[2] == "int"]
            if f:
                name, params, _ = self.r.choice(f)
                return "%s(%s)" % (name, ", ".join(self.expr(t, d + 1) for t in params))
        if k == 13 and self.classes:
            return "%s(%s).get()" % (self.r.choice(self.classes), self.e_int(d + 1))
        if k == 14:
            return "%s.%s(%s)" % (self.e_str(d + 1), self.r.choice(["find", "rfind", "index"]),
                                  self.e_str(d + 1))
        if k == 15:
            return "divmod(%s, %s)[%d]" % (self.e_int(d + 1), self.e_int(d + 1),
                                            self.r.randrange(2))
        if k == 16:
            return "(%s).bit_length()" % self.e_int(d + 1)
        if k == 17:
            return "int(%s, %d)" % (self.r.choice(["'ff'", "'-101'", "'z'", "' 12 '", "'0x1f'",
                                                   "'1_000'"]), self.r.choice([0, 2, 16, 36]))
        if k == 18:
            return "max(%s, key=lambda q: (q %% 5, -q), default=-1)" % self.e_list(d + 1)
        if k == 19:
            return "(lambda tmpw: %s if tmpw > 3 else tmpw)(%s)" % (self.e_int(d + 1),
                                                                     self.e_int(d + 1))
        return "-%s" % self.e_int(d + 1)

    def e_float(self, d):
        v = self.leaf_var("float")
        if d > 3 or self.chance(0.3):
            if v and self.chance(0.6):
                return v
            return self.r.choice(FLOATS)
        k = self.r.randrange(10)
        if k == 7:
            return "float(%r)" % self.r.choice(["1.5", " -2e3 ", "inf", "-nan", "1_0.5", "0x1",
                                                "1e-400", "1e400"])
        if k == 8:
            # No fractional exponents: a negative base gives a complex number, which Nearly
            # Python leaves out.
            return "(%s ** %s)" % (self.e_float(d + 1), self.r.choice(["2", "-1", "3"]))
        if k == 9:
            return "sum([%s, %s, 0.25]) / %d" % (self.e_float(d + 1), self.e_int(d + 1),
                                                 self.r.randrange(1, 9))
        if k == 0:
            return "(%s %s %s)" % (self.e_float(d + 1), self.r.choice("+-*"), self.e_float(d + 1))
        if k == 1:
            return "(%s / %s)" % (self.e_int(d + 1), self.e_int(d + 1))
        if k == 2:
            return "round(%s, %d)" % (self.e_float(d + 1), self.r.randrange(0, 4))
        if k == 3:
            return "float(%s)" % self.e_int(d + 1)
        if k == 4:
            return "(%s %s %s)" % (self.e_float(d + 1), self.r.choice(["//", "%"]),
                                   self.e_float(d + 1))
        if k == 5:
            return "abs(%s)" % self.e_float(d + 1)
        return "(%s + %s)" % (self.e_float(d + 1), self.e_int(d + 1))

    def e_str(self, d):
        v = self.leaf_var("str")
        if d > 3 or self.chance(0.3):
            if v and self.chance(0.6):
                return v
            return repr(self.r.choice(STRINGS)).replace("\\\\", "\\")
        k = self.r.randrange(18)
        if k == 12:
            meth = self.r.choice(["center", "ljust", "rjust", "zfill"])
            return "%s.%s(%d%s)" % (self.e_str(d + 1), meth, self.r.randrange(0, 12),
                                    "" if meth == "zfill" or self.chance(0.5) else ", '*'")
        if k == 13:
            return "repr(%s.%s(%s))" % (self.e_str(d + 1), self.r.choice(["split", "rsplit",
                                                                          "partition",
                                                                          "rpartition"]),
                                        repr(self.r.choice([",", " ", "a", "-"])))
        if k == 14:
            return "repr(tuple(sorted(set(%s))))" % self.e_str(d + 1)
        if k == 15:
            return "'{:%s}'.format(%s)" % (self.r.choice(["", ">6", "^9", "x", "08.3f", ",",
                                                          "+", "e", "%", "_b", "#o"]),
                                           self.e_int(d + 1))
        if k == 16:
            return "str(%s)" % self.r.choice(["(1, 'a', [2.5, None])", "{1: {2: ()}}",
                                              "[None, True, -0.0]", "frozenset()",
                                              "(%s,)" % self.e_int(d + 1),
                                              "{'k': %s}" % self.e_float(d + 1)])
        if k == 17:
            return "(%r %% (%s, %s))" % (self.r.choice(["%s-%r", "%5.1f|%-6s", "%g %s",
                                                      "%e %c"]),
                                        self.e_float(d + 1), self.e_str(d + 1))
        if k == 0:
            return "(%s + %s)" % (self.e_str(d + 1), self.e_str(d + 1))
        if k == 1:
            return "(%r * %d)" % (self.r.choice(STRINGS), self.r.randrange(0, 4))
        if k == 2:
            return "%s(%s)" % (self.r.choice(["str", "repr"]),
                               self.expr(self.r.choice(["int", "float", "str", "list", "bool",
                                                        "dict"]), d + 1))
        if k == 3:
            inner = self.expr(self.r.choice(["int", "float", "str"]), d + 1)
            spec = self.r.choice(["", "!r", ":>8", ":<6", ":^7", ""])
            if any(c in inner for c in "'\"\\{}"):
                # Python 3.11 f-string expressions cannot reuse the quote or hold a backslash.
                if spec == "!r":
                    return "('<' + repr(%s) + '>')" % inner
                return "('<' + format(%s, %r) + '>')" % (inner, spec[1:])
            return "f'<{%s%s}>'" % (inner, spec)
        if k == 4:
            return "%s[%s:%s]" % (self.e_str(d + 1), self.r.randrange(-4, 5),
                                  self.r.randrange(-4, 9))
        if k == 5:
            return "%s.%s()" % (self.e_str(d + 1), self.r.choice(
                ["upper", "lower", "strip", "title", "swapcase", "capitalize"]))
        if k == 6:
            return "%s.join(%s)" % (repr(self.r.choice(["", "-", ", "])),
                                    "[str(i) for i in %s]" % self.e_list(d + 1))
        if k == 7:
            return "%s.replace(%s, %s)" % (self.e_str(d + 1), repr(self.r.choice("alo ")),
                                           repr(self.r.choice(["", "_", "XY"])))
        if k == 8:
            return "(%s if %s else %s)" % (self.e_str(d + 1), self.e_bool(d + 1),
                                           self.e_str(d + 1))
        if k == 9:
            fmt = self.r.choice(["%d", "%5d", "%-4d|", "%x", "%o", "%03d"])
            return "(%r %% %s)" % (fmt, self.e_int(d + 1))
        if k == 10:
            return "format(%s, %r)" % (self.e_float(d + 1), self.r.choice(
                [".2f", "10.3e", "g", "+.1%", "", ",.2f"]))
        return "%s[%s]" % (self.e_str(d + 1), self.e_int(d + 1))

    def e_bool(self, d):
        v = self.leaf_var("bool")
        if d > 3 or self.chance(0.25):
            if v and self.chance(0.6):
                return v
            return self.r.choice(["True", "False"])
        k = self.r.randrange(7)
        if k == 0:
            t = self.r.choice(["int", "float", "str"])
            op = self.r.choice(["<", "<=", ">", ">=", "==", "!="]) if t != "str" or \
                self.chance(0.5) else self.r.choice(["==", "!="])
            return "(%s %s %s)" % (self.expr(t, d + 1), op, self.expr(t, d + 1))
        if k == 1:
            return "(%s %s %s)" % (self.e_bool(d + 1), self.r.choice(["and", "or"]),
                                   self.e_bool(d + 1))
        if k == 2:
            return "(not %s)" % self.e_bool(d + 1)
        if k == 3:
            return "(%s in %s)" % (self.e_int(d + 1), self.e_list(d + 1))
        if k == 4:
            return "(%s in %s)" % (self.e_str(d + 1), self.e_dict(d + 1))
        if k == 5:
            return "isinstance(%s, %s)" % (self.expr(self.r.choice(["int", "str", "float"]),
                                                     d + 1),
                                           self.r.choice(["int", "str", "float", "bool"]))
        return "bool(%s)" % self.expr(self.r.choice(["int", "str", "list"]), d + 1)

    def e_list(self, d):
        v = self.leaf_var("list")
        if d > 3 or self.chance(0.3):
            if v and self.chance(0.6):
                return v
            n = self.r.randrange(0, 5)
            return "[%s]" % ", ".join(str(self.r.randrange(-5, 20)) for _ in range(n))
        k = self.r.randrange(8)
        if k == 0:
            return "list(range(%d, %d))" % (self.r.randrange(-3, 3), self.r.randrange(0, 8))
        if k == 1:
            return "[%s for i in %s if %s]" % (self.r.choice(["i", "i * 2", "i % 3", "-i"]),
                                               self.e_list(d + 1),
                                               self.r.choice(["True", "i > 0", "i % 2"]))
        if k == 2:
            return "sorted(%s%s)" % (self.e_list(d + 1),
                                     self.r.choice(["", ", reverse=True"]))
        if k == 3:
            return "(%s + [%d])" % (self.e_list(d + 1), self.r.randrange(0, 9))
        if k == 4:
            return "%s[%d:%d:%d]" % (self.e_list(d + 1), self.r.randrange(-3, 3),
                                     self.r.randrange(-3, 6), self.r.choice([1, 1, 2, -1]))
        if k == 5:
            return "[len(w) for w in %s.split(%s)]" % (self.e_str(d + 1),
                                                       self.r.choice(["", "','", "'a'"]))
        if k == 6:
            return "list(%s.values())" % self.e_dict(d + 1)
        return "[%s, %s]" % (self.e_int(d + 1), self.e_int(d + 1))

    def e_dict(self, d):
        v = self.leaf_var("dict")
        if d > 3 or self.chance(0.3):
            if v and self.chance(0.6):
                return v
            keys = self.r.sample(["a", "b", "c", "k", "zz"], self.r.randrange(0, 4))
            return "{%s}" % ", ".join("%r: %d" % (key, self.r.randrange(-9, 99)) for key in keys)
        k = self.r.randrange(3)
        if k == 0:
            return "{str(i): i * i for i in %s}" % self.e_list(d + 1)
        if k == 1:
            return "dict(zip(%s, %s))" % ("['a', 'b', 'c']", self.e_list(d + 1))
        return "{**%s, %r: %s}" % (self.e_dict(d + 1), self.r.choice(["a", "q"]),
                                   self.e_int(d + 1))

    # ------------------------------------------------------------------ statements

    def guarded(self, body_fn):
        """Emits try: <body> except Exception as e: print(type(e).__name__, e)."""
        self.emit("try:")
        self.indent += 1
        body_fn()
        self.indent -= 1
        self.emit("except Exception as e:")
        self.emit("    print(type(e).__name__, e)")

    def s_assign(self):
        typ = self.r.choice(["int", "int", "float", "str", "str", "bool", "list", "dict"])
        name = self.r.choice(NAMES)
        # A name keeps one type in all scopes it is visible in; inside a function every
        # assignment binds a fresh local, and a name first bound in a block is only used there.
        if self.func_scope > 0:
            name = self.fresh("v")
        for scope in self.scopes:
            if name in scope and scope[name] != typ:
                name = self.fresh("v")
                break
        defaults = {"int": "0", "float": "0.0", "str": "''", "bool": "False", "list": "[]",
                    "dict": "{}"}
        value = self.expr(typ)
        # Inside loops a value could feed on itself (x = x * x, s = s + s): keep it bounded.
        if self.depth > 0:
            value = {"int": "(%s) %% 1000003", "str": "(%s)[:40]", "list": "(%s)[:12]",
                     "float": "(%s)", "bool": "(%s)", "dict": "(%s)"}[typ] % value
        self.emit("try:")
        self.emit("    %s = %s" % (name, value))
        self.emit("except Exception as e:")
        self.emit("    print(type(e).__name__, e)")
        self.emit("    %s = %s" % (name, defaults[typ]))
        self.scopes[-1][name] = typ

    def s_print(self):
        n = self.r.randrange(1, 4)
        args = ", ".join(self.expr(self.r.choice(["int", "float", "str", "bool", "list",
                                                  "dict"])) for _ in range(n))
        extra = self.r.choice(["", "", ", sep='|'", ", end=';\\n'"])
        self.guarded(lambda: self.emit("print(%s%s)" % (args, extra)))

    def s_augassign(self):
        # Loop counters (w<N>) are never rebound, so every while loop ends.
        ints = [n for n in self.vars_of("int", local_only=True) if not n.startswith("w")]
        if ints:
            name = self.r.choice(ints)
            op = self.r.choice(["+=", "-=", "*=", "//=", "%=", "|=", "^="])
            self.guarded(lambda: self.emit("%s %s %s; %s %%= 1000003" % (name, op, self.e_int(2),
                                                                        name)))
            return
        lists = self.vars_of("list")
        if lists:
            name = self.r.choice(lists)
            call = self.r.choice(
                ["append(%s)" % self.e_int(2), "extend(%s)" % self.e_list(2), "reverse()",
                 "sort()", "pop()", "insert(%d, %s)" % (self.r.randrange(-2, 3), self.e_int(2))])
            self.guarded(lambda: self.emit("%s.%s; del %s[12:]" % (name, call, name)))
            return
        self.s_print()

    def s_subscript(self):
        lists, dicts = self.vars_of("list"), self.vars_of("dict")
        if lists and self.chance(0.5):
            name = self.r.choice(lists)
            self.guarded(lambda: self.emit("%s[%s] = %s" % (name, self.e_int(2), self.e_int(2))))
        elif dicts:
            name = self.r.choice(dicts)
            key = repr(self.r.choice(["a", "b", "k", "new"]))
            self.guarded(lambda: self.emit(self.r.choice([
                "%s[%s] = %s" % (name, key, self.e_int(2)),
                "print(%s[%s])" % (name, key),
                "del %s[%s]" % (name, key),
                "print(%s.get(%s, -1), sorted(%s))" % (name, key, name),
            ])))
        else:
            self.s_print()

    def block(self, n, names=None):
        """Emits [n] statements one level deeper in a new block scope holding [names]."""
        self.indent += 1
        self.depth += 1
        self.scopes.append(dict(names or {}))
        for _ in range(n):
            self.stmt()
        self.scopes.pop()
        self.depth -= 1
        self.indent -= 1

    def s_if(self):
        self.emit("if safe(lambda: %s, False):" % self.e_bool(1))
        self.block(self.r.randrange(1, 3))
        if self.chance(0.4):
            self.emit("elif safe(lambda: %s, True):" % self.e_bool(1))
            self.block(1)
        if self.chance(0.5):
            self.emit("else:")
            self.block(self.r.randrange(1, 3))

    def s_for(self):
        var = self.fresh("i")
        # The iterable is a copy, so a body that appends to the list still ends.
        src = self.r.choice(["range(%d)" % self.r.randrange(0, 6),
                             "safe(lambda: list(%s), [])" % self.e_list(2),
                             "enumerate(safe(lambda: list(%s), []))" % self.e_list(2)])
        names = {var: "int"}
        if src.startswith("enumerate"):
            j = self.fresh("j")
            self.emit("for %s, %s in %s:" % (j, var, src))
            names[j] = "int"
        else:
            self.emit("for %s in %s:" % (var, src))
        self.block(self.r.randrange(1, 3), names)
        if self.chance(0.2):
            self.emit("else:")
            self.block(1)

    def s_while(self):
        var = self.fresh("w")
        self.emit("%s = 0" % var)
        self.emit("while %s < %d:" % (var, self.r.randrange(0, 5)))
        self.indent += 1
        self.emit("%s += 1" % var)
        if self.chance(0.3):
            self.emit("if %s == 2:" % var)
            self.emit("    %s" % self.r.choice(["continue", "break"]))
        self.indent -= 1
        self.scopes[-1][var] = "int"
        self.block(self.r.randrange(1, 3))

    def s_def(self):
        name = self.fresh("f")
        ptypes = [self.r.choice(["int", "str", "list"]) for _ in range(self.r.randrange(0, 3))]
        params = ["p%d" % i for i in range(len(ptypes))]
        ret = self.r.choice(["int", "str"])
        self.emit("def %s(%s):" % (name, ", ".join(params)))
        self.scopes.append({p: t for p, t in zip(params, ptypes)})
        self.func_scope = len(self.scopes) - 1
        self.indent += 1
        self.depth += 1
        for _ in range(self.r.randrange(0, 3)):
            self.stmt()
        self.emit("return %s" % self.expr(ret, 2))
        self.depth -= 1
        self.indent -= 1
        self.scopes.pop()
        self.func_scope = 0
        args = ", ".join(self.expr(t, 2) for t in ptypes)
        self.guarded(lambda: self.emit("print(%r, %s(%s))" % (name, name, args)))
        self.funcs.append((name, ptypes, ret))

    def s_class(self):
        name = self.fresh("C")
        self.emit("class %s:" % name)
        self.emit("    def __init__(self, v):")
        self.emit("        self.v = v")
        self.emit("    def get(self):")
        self.emit("        return self.v %s %d" % (self.r.choice("+-*"), self.r.randrange(0, 9)))
        self.emit("    def __repr__(self):")
        self.emit("        return '%s(' + repr(self.v) + ')'" % name)
        if self.chance(0.5):
            self.emit("    def __eq__(self, other):")
            self.emit("        return isinstance(other, %s) and self.v == other.v" % name)
            self.emit("    __hash__ = None")
        obj = self.fresh("o")
        self.guarded(lambda: self.emit("%s = %s(%s); print(%s, %s.get(), %s == %s(%s))" % (
            obj, name, self.e_int(2), obj, obj, obj, name, self.e_int(2))))
        self.classes.append(name)

    def s_try(self):
        self.emit("try:")
        self.block(self.r.randrange(1, 3))
        self.emit("    %s" % self.r.choice([
            "raise ValueError(%s)" % self.e_str(2), "raise KeyError(%r)" % "k",
            "[][%s]" % self.e_int(2), "pass", "1 // 0" if self.chance(0.5) else "pass"]))
        self.emit("except (ValueError, KeyError, IndexError, ZeroDivisionError, TypeError,"
                  " OverflowError) as e:")
        self.emit("    print('caught', type(e).__name__, e)")
        if self.chance(0.5):
            self.emit("finally:")
            self.emit("    print('finally')")

    def s_gen(self):
        name = self.fresh("g")
        self.emit("def %s(n):" % name)
        self.emit("    for i in range(n):")
        self.emit("        yield i * %d" % self.r.randrange(1, 5))
        self.guarded(lambda: self.emit("print(list(%s(%d)), sum(%s(%s %% 7)))" % (
            name, self.r.randrange(0, 6), name, self.e_int(2))))

    def s_stream(self):
        # sys.stdout.write and print(file=...) share print's output path.
        typ = self.r.choice(["int", "float", "str", "list", "dict"])
        form = self.r.choice(["sys.stdout.write(str(%s) + '\\n')", "print(%s, file=sys.stdout)",
                              "print(%s, 1, sep='-', end='!\\n', file=sys.stdout, flush=True)",
                              "print(len(repr(%s)), file=sys.stderr)"])
        self.guarded(lambda: self.emit(form % self.expr(typ)))

    def s_typecheck(self):
        # isinstance against unions, tuples and typing aliases; union equality; OSError fields.
        typ = self.r.choice(["int", "float", "str", "bool", "list", "dict"])
        check = self.r.choice(["int | str", "(float, list)", "typing.Union[int, dict]",
                               "typing.Optional[str]", "bool | None", "typing.List"])
        self.guarded(lambda: self.emit("print(isinstance(%s, %s))" % (self.expr(typ), check)))
        if self.chance(0.3):
            self.guarded(lambda: self.emit("print((int | str) == (str | int), list[%s] == list[int])"
                                           % self.r.choice(["int", "str"])))
        if self.chance(0.3):
            self.guarded(lambda: self.emit("print(repr(OSError(%d, %s)))" % (
                self.r.choice([1, 2, 13, 17, 99]), self.expr("str"))))

    def stmt(self):
        kinds = [self.s_assign, self.s_assign, self.s_print, self.s_print, self.s_augassign,
                 self.s_subscript, self.s_stream, self.s_typecheck]
        if self.depth < 3:
            kinds += [self.s_if, self.s_for, self.s_while, self.s_try]
        if self.depth == 0:
            kinds += [self.s_def, self.s_class, self.s_gen]
        self.r.choice(kinds)()

    def program(self):
        # Conditions and iterables go through safe(), which turns an exception into a printed
        # line and a default value.
        self.emit("import sys")
        self.emit("import typing")
        self.emit("def safe(f, default):")
        self.emit("    try:")
        self.emit("        return f()")
        self.emit("    except Exception as e:")
        self.emit("        print(type(e).__name__, e)")
        self.emit("        return default")
        for _ in range(self.r.randrange(4, 14)):
            self.stmt()
        # Print every top-level variable at the end, in name order.
        for name in sorted(self.scopes[0]):
            self.emit("print(%r, repr(%s))" % (name, name))
        return "\n".join(self.lines) + "\n"


def generate(seed):
    """Returns the text of program number [seed]."""
    return Gen(seed).program()


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=None, help="print the program of this seed")
    ap.add_argument("--count", type=int, default=1, help="number of programs")
    ap.add_argument("--first", type=int, default=0, help="first seed of --count programs")
    ap.add_argument("--out-dir", help="write gen-<seed>.py files here instead of stdout")
    args = ap.parse_args()
    seeds = [args.seed] if args.seed is not None else range(args.first, args.first + args.count)
    if args.out_dir:
        os.makedirs(args.out_dir, exist_ok=True)
    for seed in seeds:
        text = generate(seed)
        if args.out_dir:
            with open(os.path.join(args.out_dir, "gen-%d.py" % seed), "w", encoding="utf-8") as f:
                f.write(text)
        else:
            sys.stdout.write("# seed %d\n%s" % (seed, text))


if __name__ == "__main__":
    main()
