#!/usr/bin/env python3
"""gen_corpus.py - writes the escape and resource-exhaustion corpus of tests/security/corpus/.

Every file it writes is one attempt, run by run_corpus.py (next to it) through `nearly run`
with limits (docs/fuzzing.md, "The escape corpus"). The first lines say what kind it is:

  # corpus: escape      an attempt to reach something the sandbox never gives out. It must end
                        (exit 0 or a clean `Type: message` error), never print ESCAPED (the
                        attempt prints it when it reached its target), never print the runner's
                        secret, never write a file.
  # corpus: resource    an attempt to exhaust memory, time, the C stack or the parser, or to
                        catch the limit that stops it. The same checks, and it must end within
                        the limits (no hang, no crash).
  # corpus: legit       a tricky but legitimate program: it must run and print exactly what
                        CPython prints.

The files are generated systematically (every never-list attribute through every entry point,
the pyjail classics, resource attacks, parser bombs); hand-written regressions live next to
them as reg_*.py and are not touched by this script.

Usage: gen_corpus.py [--check]   (--check: exit 1 if the files on disk differ from the output)
"""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

# ---------------------------------------------------------------------------------------------
# Attribute attempts: every attribute of the never-list, through every entry point, on every
# kind of object a script can hold.
# ---------------------------------------------------------------------------------------------

# Objects of every kind, bound before each attribute attempt. Each attempt loops over OBJECTS and
# prints ESCAPED when the access produced a value that is not None.
PRELUDE = '''\
import functools
import json
import math
import operator


def func(a=1, *, k=2):
    """A docstring."""
    return a


class C:
    """A class docstring."""
    cls_attr = 1

    def meth(self):
        return 1

    @staticmethod
    def smeth():
        return 2

    @classmethod
    def cmeth(cls):
        return 3


class D(C):
    pass


inst = D()


def gen_fn():
    yield 1


gen = gen_fn()
try:
    1 / 0
except ZeroDivisionError as caught:
    exc = caught

OBJECTS = [("int", 1), ("str", "s"), ("tuple", ()), ("list", []), ("dict", {}), ("none", None),
           ("func", func), ("lambda", lambda: 0), ("class", C), ("subclass", D),
           ("instance", inst), ("method", inst.meth), ("staticmethod", C.smeth),
           ("classmethod", C.cmeth), ("builtin", len), ("builtin_method", "".join),
           ("generator", gen), ("exception", exc), ("exc_class", ZeroDivisionError),
           ("module", math), ("type", type), ("object", object), ("range", range(2)),
           ("iterator", iter([1])), ("float", 1.5), ("bool", True), ("set", {1}), ("genexpr", (i for i in [1])), ("map", map(len, [])),
           ("partial", functools.partial(func, 1)), ("attrgetter", operator.attrgetter("x")),
           ("print", print), ("super", super(D, inst))]
escaped = 0


def report(where, name, value):
    global escaped
    if value is not None:
        print("ESCAPED", where, name, type(value).__name__)
        escaped += 1

'''

# The never-list: names (or dotted chains) no script may read on anything. (`__doc__` and
# `__module__` left it in session 11: on the script's own functions, classes and instances
# they are strings or None, and builtin objects still refuse them.)
CORE_ATTRS = [
    "__base__", "__bases__", "__subclasses__", "__globals__", "__builtins__",
    "__code__", "__dict__", "__self__", "__func__", "__reduce_ex__",
    "__getattribute__", "__init__.__globals__", "gi_frame",
]
MORE_ATTRS = [
    "__closure__", "__defaults__", "__reduce__", "__class__.__base__",
    "__class__.__subclasses__", "__traceback__.tb_frame", "__traceback__.tb_next",
    "__traceback__.__class__.__init__.__globals__",
    "__kwdefaults__", "__getstate__", "__init_subclass__", "__subclasshook__", "__loader__",
    "__spec__", "__file__", "__package__", "__path__", "__import__", "__objclass__",
    "__weakref__", "__class__.__dict__", "__init__.__func__", "__init__.__self__",
    "__repr__.__self__", "__eq__.__globals__", "gi_code", "gi_yieldfrom", "gi_running",
    "cr_frame", "cr_code", "ag_frame", "ag_code", "f_back", "f_globals", "f_locals",
    "f_builtins", "f_code", "tb_frame", "tb_next", "co_code", "co_consts", "func_globals",
    "im_func", "__class__.__class__.__base__", "__new__.__self__", "__call__.__self__",
    "__class__.__init__.__globals__", "__format__.__self__",
]


def chain_names(attr):
    return attr.split(".")


def nested_getattr(expr, names, default=False):
    for n in names:
        expr = "getattr(%s, %r%s)" % (expr, n, ", None" if default else "")
    return expr


def lit(names):
    return repr(names)


# Entry points: each maps (attribute, names) to lines that set `value` from `o` (indented
# inside the per-object loop), or None when the entry point does not apply to that attribute.
def ep_dot(a, n):
    return ["value = o.%s" % a]


def ep_getattr(a, n):
    return ["value = %s" % nested_getattr("o", n)]


def ep_getattr_default(a, n):
    return ["value = %s" % nested_getattr("o", n, default=True)]


def ep_hasattr(a, n):
    base = nested_getattr("o", n[:-1])
    return ["value = True if hasattr(%s, %r) else None" % (base, n[-1])]


def ep_format(a, n):
    return ["value = '{0.%s}'.format(o)" % a]


def ep_format_kw(a, n):
    return ["value = '{x.%s!r:>3}'.format(x=o)" % a]


def ep_format_map(a, n):
    return ["value = '{x.%s}'.format_map({'x': o})" % a]


def ep_fstring(a, n):
    return ["value = f'{o.%s!r}'" % a]


def ep_attrgetter(a, n):
    return ["value = operator.attrgetter(%r)(o)" % a]


def ep_attrgetter_multi(a, n):
    return ["value = operator.attrgetter('__class__', %r)(o)[1]" % a]


def ep_type_dot(a, n):
    return ["value = type(o).%s" % a]


def ep_class_dot(a, n):
    return ["value = o.__class__.%s" % a]


def ep_reduce(a, n):
    return ["value = functools.reduce(getattr, %s, o)" % lit(n)]


def ep_partial(a, n):
    return ["value = functools.reduce(lambda v, k: functools.partial(getattr, v)(k), %s, o)"
            % lit(n)]


def ep_lambda(a, n):
    return ["value = (lambda x: x.%s)(o)" % a]


def ep_genexpr(a, n):
    return ["value = next(x.%s for x in [o])" % a]


def ep_listcomp(a, n):
    return ["value = [x.%s for x in [o]][0]" % a]


def ep_map(a, n):
    return ["value = list(map(operator.attrgetter(%r), [o]))[0]" % a]


def ep_json_default(a, n):
    return ["box = []", "json.dumps([func], default=lambda x: box.append(o.%s))" % a,
            "value = box[0] if box else None"]


def ep_sorted_key(a, n):
    return ["box = []", "sorted([2, 1], key=lambda x: box.append(o.%s) or x)" % a,
            "value = box[0] if box else None"]


def ep_class_body(a, n):
    return ["class K:", "    v = o.%s" % a, "value = K.v"]


def ep_str_format_hook(a, n):
    return ["class S(str):", "    def __format__(self, spec):",
            "        return str(functools.reduce(getattr, spec.split('.'), o))",
            "value = format(S('x'), %r)" % a]


def ep_getattr_hook(a, n):
    return ["class P:", "    def __getattr__(self, name):",
            "        return functools.reduce(getattr, name.split('.'), o)",
            "value = getattr(P(), %r)" % a]


def ep_match(a, n):
    if len(n) != 1:
        return None
    return ["value = None", "match o:", "    case object(%s=v):" % a, "        value = v"]


def ep_methodcaller(a, n):
    if len(n) != 1 or a not in ("__subclasses__", "__reduce__", "__reduce_ex__",
                                "__getattribute__", "__getstate__", "__init_subclass__",
                                "__subclasshook__"):
        return None
    args = {"__reduce_ex__": ", 2", "__getattribute__": ", '__class__'",
            "__subclasshook__": ", object"}.get(a, "")
    return ["value = operator.methodcaller(%r%s)(o)" % (a, args)]


def ep_setattr(a, n):
    if len(n) != 1 or not a.startswith("__"):
        return None
    return ["setattr(o, %r, {'x': 1})" % a, "value = 'set'"]


def ep_delattr(a, n):
    if len(n) != 1 or not a.startswith("__"):
        return None
    return ["delattr(o, %r)" % a, "value = 'deleted'"]


ENTRY_POINTS = {
    "dot": ep_dot, "getattr": ep_getattr, "getattr_default": ep_getattr_default,
    "hasattr": ep_hasattr, "format": ep_format, "format_kw": ep_format_kw,
    "format_map": ep_format_map, "fstring": ep_fstring, "attrgetter": ep_attrgetter,
    "attrgetter_multi": ep_attrgetter_multi, "type_dot": ep_type_dot,
    "class_dot": ep_class_dot, "reduce": ep_reduce, "partial": ep_partial,
    "lambda": ep_lambda, "genexpr": ep_genexpr, "map": ep_map,
    "json_default": ep_json_default, "sorted_key": ep_sorted_key, "class_body": ep_class_body,
    "str_format_hook": ep_str_format_hook, "getattr_hook": ep_getattr_hook, "match": ep_match,
    "methodcaller": ep_methodcaller, "setattr": ep_setattr, "delattr": ep_delattr,
}
# The smaller set of entry points tried for MORE_ATTRS.
MORE_ENTRY_POINTS = ["dot", "getattr", "format"]


def attr_attempt(entry, attr):
    names = chain_names(attr)
    body = ENTRY_POINTS[entry](attr, names)
    if body is None:
        return None
    lines = ["# corpus: escape",
             "# technique: %s through %s on every kind of object" % (attr, entry), PRELUDE,
             "for name, o in OBJECTS:", "    try:"]
    lines += ["        " + l for l in body]
    lines += ["    except Exception as e:", "        continue",
              "    report(%r, name, value)" % ("%s %s" % (entry, attr)),
              "print('tried', len(OBJECTS), 'escaped', escaped)", ""]
    return "\n".join(lines)


def attr_name_slug(attr):
    return attr.replace(".", "_").strip("_").replace("__", "_") or "x"


# Single-shot attribute attempts on objects that only exist in one syntactic context.
def context_attempts():
    out = {}
    for attr in CORE_ATTRS + ["__thisclass__", "__self_class__"]:
        slug = attr_name_slug(attr)
        out["ctx_super_" + slug] = (
            "escape", "super().%s inside a method" % attr,
            "class B:\n    pass\n\n\nclass K(B):\n    def probe(self):\n"
            "        try:\n            return super().%s\n        except Exception as e:\n"
            "            print(type(e).__name__)\n\n\nv = K().probe()\n"
            "if v is not None:\n    print('ESCAPED', type(v).__name__)\n"
            "try:\n    v = super(K, K()).%s\n    print('ESCAPED', type(v).__name__)\n"
            "except Exception as e:\n    print(type(e).__name__)\n" % (attr, attr))
        out["ctx_decorator_" + slug] = (
            "escape", "%s read by a decorator" % attr,
            "seen = []\n\n\ndef deco(fn):\n    try:\n        seen.append(fn.%s)\n"
            "    except Exception as e:\n        print(type(e).__name__)\n    return fn\n\n\n"
            "@deco\ndef target(x=[1]):\n    return x\n\n\n@deco\nclass Target:\n    pass\n\n\n"
            "for v in seen:\n    if v is not None:\n        print('ESCAPED', type(v).__name__)\n"
            "print(target())\n" % attr)
        out["ctx_except_" + slug] = (
            "escape", "%s on a caught exception and on its class" % attr,
            "def fail():\n    raise ValueError('boom')\n\n\nfor make in (fail, lambda: 1 / 0,"
            " lambda: [][1], lambda: {}['k'], lambda: int('x')):\n    try:\n        make()\n"
            "    except Exception as err:\n        for target in (err, type(err)):\n"
            "            try:\n                v = target.%s\n            except Exception as e:\n"
            "                print(type(e).__name__)\n                continue\n"
            "            if v is not None:\n                print('ESCAPED', type(v).__name__)\n"
            % attr)
        out["ctx_generator_" + slug] = (
            "escape", "%s on a running generator, from inside and outside" % attr,
            "def g():\n    me = yield 1\n    try:\n        v = me.%s\n"
            "        if v is not None:\n            print('ESCAPED inside', type(v).__name__)\n"
            "    except Exception as e:\n        print('inside', type(e).__name__)\n    yield 2\n\n\n"
            "it = g()\nnext(it)\ntry:\n    it.send(it)\nexcept StopIteration:\n    pass\n"
            "try:\n    v = it.%s\n    if v is not None:\n        print('ESCAPED', type(v).__name__)\n"
            "except Exception as e:\n    print(type(e).__name__)\n" % (attr, attr))
    return out


# ---------------------------------------------------------------------------------------------
# Pyjail classics, CVE re-creations and host-access attempts. Each prints ESCAPED if a step that
# must fail succeeds; every step is guarded so the rest still runs.
# ---------------------------------------------------------------------------------------------

def guarded(name, steps):
    """Builds a program that runs each expression/statement in `steps` in its own try block and
    prints ESCAPED when a step that must fail does not."""
    lines = ["results = []"]
    for i, step in enumerate(steps):
        lines.append("try:")
        for l in step.split("\n"):
            lines.append("    " + l)
        lines.append("    print('ESCAPED step %d')" % i)
        lines.append("except Exception as e:")
        lines.append("    results.append(type(e).__name__)")
    lines.append("print(results)")
    return "\n".join(lines) + "\n"


CLASSIC_STEPS = {
    "subclasses_tuple": ["().__class__.__base__.__subclasses__()"],
    "subclasses_str_mro": ["''.__class__.__mro__[1].__subclasses__()"],
    "subclasses_bases": ["[x for x in ().__class__.__bases__[0].__subclasses__() "
                         "if x.__name__ == 'catch_warnings'][0]()._module.__builtins__"],
    "subclasses_object": ["object.__subclasses__()", "type.__subclasses__(object)",
                          "object.__subclasses__", "type.__subclasses__"],
    "subclasses_wrap_close": ["[c for c in object.__subclasses__() if 'wrap' in c.__name__]"
                              "[0].__init__.__globals__['system']('id')"],
    "mro_call": ["int.mro()[-1].__subclasses__()", "type.mro(int)[1].__subclasses__()",
                 "type(1).mro()[-1].__subclasses__", "(1).__class__.mro()[-1].__base__"],
    "type_getattribute": ["type.__getattribute__(int, '__dict__')",
                          "object.__getattribute__(1, '__class__')",
                          "object.__getattribute__", "type.__getattribute__"],
    "builtin_self": ["print.__self__", "len.__self__.__import__('os')",
                     "print.__self__.open('secret.txt')", "[].append.__self__",
                     "''.join.__self__", "(1).__add__.__self__"],
    "func_globals": ["(lambda: 0).__globals__['__builtins__']",
                     "(lambda: 0).__globals__",
                     "def f():\n    pass\nf.__globals__['__builtins__']['eval']"],
    "func_code": ["(lambda: 0).__code__", "(lambda: 0).__code__.co_consts",
                  "def f():\n    return 1\nf.__code__ = (lambda: 2).__code__\nassert f() == 2"],
    "function_ctor": ["type(lambda: 0)()", "type(lambda: 0)((lambda: 0).__code__, {})",
                      "type(len)()", "type(print)('x')"],
    "module_ctor": ["type(__import__)", "import math\ntype(math)('os').system",
                    "import math\nm = type(math)('os')\nm.system('id')"],
    "frame_walk_gen": ["g = (x for x in [1])\ng.gi_frame.f_back.f_globals",
                       "g = (x for x in [1])\ng.gi_frame.f_builtins['open']",
                       "g = (x for x in [1])\ng.gi_code.co_consts"],
    "frame_walk_tb": ["try:\n    1 / 0\nexcept Exception as e:\n"
                      "    e.__traceback__.tb_frame.f_globals",
                      "try:\n    1 / 0\nexcept Exception as e:\n"
                      "    e.__traceback__.tb_frame.f_back.f_builtins['__import__']('os')",
                      "try:\n    1 / 0\nexcept Exception as e:\n    e.with_traceback(None).__traceback__.tb_next"],
    "forbidden_builtins": ["exec('print(1)')", "eval('1 + 1')", "compile('1', 'x', 'eval')",
                           "open('secret.txt').read()", "open('pwned.txt', 'w').write('x')",
                           "input()", "globals()", "locals()", "vars()", "vars(1)",
                           "breakpoint()", "help()", "license()", "credits", "copyright",
                           "memoryview('x')", "__import__('os')", "__builtins__",
                           "__loader__", "__spec__", "__file__", "__builtins__['eval']",
                           "dir()", "dir(1)", "exit", "quit", "reload", "execfile('x')",
                           "file('x')", "raw_input()", "unicode", "apply(len, [[]])",
                           "__build_class__", "__debug__ and eval"],
    "nfkc_lookalikes": ["ｅｖａｌ('1')", "ｅｘｅｃ('1')", "ｏｐｅｎ('secret.txt')",
                        "__ｉｍｐｏｒｔ__('os')", "𝘦𝘷𝘢𝘭('1')", "ℯ𝓋𝒶𝓁('1')",
                        "().__ｃｌａｓｓ__.__ｂａｓｅ__", "(1).__𝒸𝓁𝒶𝓈𝓈__.__𝓂𝓇ℴ__[-1].__𝓈𝓊𝒷𝒸𝓁𝒶𝓈𝓈ℯ𝓈__()",
                        "ｇｌｏｂａｌｓ()", "ｃｏｍｐｉｌｅ('1', '', 'eval')",
                        "getattr((), '__ｃｌａｓｓ__')"],
    "fullwidth_import": ["import ｏｓ", "from ｏｓ import ｓｙｓｔｅｍ"],
    "format_traversal": ["'{0.__class__.__base__}'.format(1)",
                         "'{0.__init__.__globals__}'.format(lambda: 0)",
                         "'{0.__class__.__mro__[1].__subclasses__}'.format('')",
                         "'{x.__class__.__init__.__globals__[__builtins__]}'.format(x=1)",
                         "'{0[__builtins__]}'.format(type('x', (), {}))",
                         "'{0.gi_frame.f_globals}'.format(x for x in [])",
                         "'{0.__self__}'.format(print)",
                         "'{.__doc__}'.format(len)", "'{!r:{.__dict__}}'.format(1, 2)",
                         "'{0.__class__.__base__.__subclasses__}'.format_map({'0': 1})",
                         "f'{(1).__class__.__base__}'", "'%(x)s' % {'x': globals}"],
    "string_formatter": ["import string\nstring.Formatter().get_field('0.__class__.__base__', [1], {})",
                         "import string\nstring.Formatter().format('{0.__globals__}', lambda: 0)",
                         "import string\nstring.Template('$x').substitute(x=1).__class__.__base__",
                         "import string\nstring.Formatter().get_value(0, [len], {}).__self__"],
    "attrgetter_walk": ["import operator\noperator.attrgetter('__class__.__base__')(1)",
                        "import operator\noperator.attrgetter('__globals__')(lambda: 0)",
                        "import operator\noperator.methodcaller('__reduce_ex__', 2)(1)",
                        "import operator\noperator.methodcaller('mro')(int)[-1].__subclasses__()",
                        "import operator\noperator.attrgetter('gi_frame.f_back')(x for x in [])"],
    "reduce_gadget": ["(1).__reduce_ex__(2)", "object().__reduce__()",
                      "import copy\nclass R:\n    def __reduce__(self):\n"
                      "        return (print, ('ESCAPED via __reduce__',))\n"
                      "copy.copy(R())\nraise ValueError('copy ran the user hook only')",
                      "import copy\ncopy.copy(print).__self__",
                      "import copy\ncopy.deepcopy(lambda: 0).__globals__",
                      "import copy\ncopy._reconstructor", "import copy\ncopy.__dict__"],
    "class_tricks": ["class X:\n    def __getattribute__(self, n):\n        return 1\nX()",
                     "class X:\n    pass\nx = X()\nx.__class__ = int",
                     "class X:\n    pass\nX.__bases__ = (int,)",
                     "class X:\n    pass\nX.__dict__['y'] = 1",
                     "class X:\n    pass\nX.__name__ = 1",
                     "type('X', (), {'__getattribute__': lambda s, n: 1})",
                     "type('X', (object,), {'__del__': lambda *a: 1})",
                     "class X:\n    def f(self):\n        return super().__init_subclass__\nX().f()",
                     "class X:\n    def __new__(cls):\n        return object.__new__(cls)\nX().__new__",
                     "class X:\n    def __del__(self):\n        pass",
                     "class X:\n    def __class_getitem__(cls, k):\n        return k\nX.__class_getitem__",
                     "(lambda: 0).__get__(1)",
                     "class X:\n    __slots__ = ('__dict__',)\nX().__dict__",
                     "class X:\n    pass\nsetattr(X, '__getattribute__', lambda s, n: 1)",
                     "class X:\n    pass\nx = X()\nx.__dict__ = {}",
                     "class X:\n    pass\ndelattr(X(), '__class__')",
                     "class X:\n    pass\nobject.__setattr__(X(), '__class__', int)"],
    "super_walk": ["class A:\n    def m(self):\n        return super().__self__\nA().m()",
                   "class A:\n    def m(self):\n        return super().__thisclass__\nA().m()",
                   "class A:\n    def m(self):\n        return super().__self_class__\nA().m()",
                   "class A:\n    def m(self):\n        return super().__getattribute__('__dict__')\nA().m()",
                   "super(int, 1).__reduce_ex__(2)", "super(type, int).__subclasses__()",
                   "super(object, object).__getattribute__"],
    "bound_method_walk": ["class A:\n    def m(self):\n        pass\nA().m.__func__.__globals__",
                          "class A:\n    def m(self):\n        pass\nA().m.__self__.__dict__",
                          "class A:\n    @staticmethod\n    def m():\n        pass\nstaticmethod(A.m).__func__",
                          "class A:\n    @property\n    def p(self):\n        return 1\nA.p.fget.__globals__",
                          "class A:\n    @classmethod\n    def c(cls):\n        pass\nA.c.__self__.__dict__"],
    "functools_walk": ["import functools\nfunctools.partial(print, 1).func.__self__",
                       "import functools\nfunctools.partial(print, 1).__dict__",
                       "import functools\ndef f():\n    pass\nfunctools.wraps(f)(lambda: 0).__wrapped__.__globals__",
                       "import functools\nfunctools.lru_cache(lambda: 0).__wrapped__.__globals__",
                       "import functools\nfunctools.reduce.__self__",
                       "import functools\nfunctools.__builtins__"],
    "collections_walk": ["import collections\ncollections.namedtuple('T', ['__globals__'])",
                         "import collections\nT = collections.namedtuple('T', 'a')\nT._make.__globals__",
                         "import collections\nT = collections.namedtuple('T', 'a')\nT.__new__.__globals__",
                         "import collections\ncollections._sys", "import collections\ncollections.abc.__loader__",
                         "import collections\ncollections.OrderedDict.__dict__",
                         "import collections\ncollections.defaultdict(eval)['1']"],
    "dataclasses_walk": ["import dataclasses\n@dataclasses.dataclass\nclass P:\n    x: int = 1\n"
                         "dataclasses.fields(P)[0].__class__.__init__.__globals__",
                         "import dataclasses\n@dataclasses.dataclass\nclass P:\n    x: int = 1\nP.__dataclass_fields__['x'].__dict__",
                         "import dataclasses\n@dataclasses.dataclass\nclass P:\n    x: int = 1\nP.__init__.__globals__",
                         "import dataclasses\ndataclasses.sys", "import dataclasses\ndataclasses._FIELD.__dict__"],
    "json_hooks": ["import json\njson.loads('{\"a\": 1}', object_hook=lambda d: d.__class__.__base__)",
                   "import json\njson.dumps(lambda: 0, default=lambda o: o.__globals__)",
                   "import json\njson.JSONEncoder().default.__self__",
                   "import json\njson.decoder", "import json\njson.codecs",
                   "import json\njson.loads('1', parse_int=eval)",
                   "import json\njson.scanner.py_make_scanner"],
    "module_internals": ["import random\nrandom._os", "import random\nrandom._inst.__dict__",
                         "import random\nrandom.__dict__", "import random\nrandom.__builtins__",
                         "import re\nre._compile.__globals__", "import re\nre.sre_compile",
                         "import re\nre.__loader__",
                         "import math\nmath.__loader__.load_module('os')", "import math\nmath.__spec__",
                         "import datetime\ndatetime.sys", "import datetime\ndatetime._time",
                         "import string\nstring._re", "import typing\ntyping.sys",
                         "import statistics\nstatistics.sys", "import itertools\nitertools.__dict__",
                         "import heapq\nheapq.__builtins__", "import bisect\nbisect.__file__",
                         "import json\njson.__path__"],
    "private_natives": ["import datetime\nassert datetime._clock_now() is not None",
                        "import time\nassert time._now(0) is not None",
                        "import time\nassert time._now(2) is not None",
                        "import time\nassert time._sleep(0.01) is not False",
                        "import random\nassert random._default_seed() != 0",
                        "import datetime\nclass C:\n    pass\ndatetime._setf(C(), '__class__', int)",
                        "import datetime\ndatetime._setf(1, 'real', 2)",
                        "import random\nassert random.random() != random.Random(0).random()"],
    "clock_entropy": ["import time\ntime.time()", "import time\ntime.time_ns()",
                      "import time\nassert time.monotonic_ns() % 10 or time.perf_counter_ns() % 10", "import time\ntime.sleep(0.01)\nraise ValueError('slept')",
                      "import datetime\ndatetime.datetime.now()", "import datetime\ndatetime.date.today()",
                      "import random\nrandom.SystemRandom().random()",
                      "import os\nos.urandom(8)", "import os\nos.getenv('NEARLY_CORPUS_SECRET')"],
    "gc_inspect_sys": ["import gc\ngc.get_objects()", "import inspect\ninspect.currentframe()",
                       "import sys\nsys._getframe()", "import sys\nsys.modules['os']",
                       "import sys\nsys.setrecursionlimit(10**9)\nassert sys.getrecursionlimit() > 20000",
                       "import traceback\ntraceback.extract_stack()[-1].__init__.__globals__",
                       "import types\ntypes.FunctionType", "import weakref\nweakref.ref",
                       "import ctypes\nctypes.CDLL(None)", "import code\ncode.interact()"],
    # sys exists (stdlib/np_lib_sys.c) but only its safe part: no host, no reflection, and the
    # recursion limit capped by the host's.
    "sys_surface": ["import sys\nsys.path", "from sys import modules", "import sys\nsys.getsizeof(1)",
                    "import sys\nsys.settrace(print)", "import sys\ntry:\n    1 / 0\nexcept ZeroDivisionError:\n    sys.exc_info()[2].tb_frame",
                    "import sys\nsys.executable", "import sys\nsys.platform", "import sys\nsys.flags",
                    "import sys\nsys.stdout.buffer.raw", "import sys\nsys.stdout.__class__.__init__.__globals__",
                    "import sys\nsys.exit.__self__", "import sys\nsys._write",
                    "import sys\nsys.stdin.read()", "import sys\nsys.__dict__",
                    "import sys\nsys.stdout.write.__func__.__globals__",
                    "import sys\nsys.setrecursionlimit(10**6)\ndef f(n):\n    return n and f(n - 1)\nf(30000)"],
    "typing_tricks": ["import typing\ntyping.get_type_hints(lambda x: 0).__class__.__base__",
                      "import typing\ntyping.List[int].__origin__.__subclasses__()",
                      "import typing\ntyping.NamedTuple('T', [('a', int)]).__new__.__globals__",
                      "import typing\ntyping.TYPE_CHECKING.__class__.__base__.__subclasses__()"],
    "str_subclass_hooks": ["class S(str):\n    def __getattr__(self, n):\n        return object.__getattribute__(self, n)\nS('x').__dict__",
                           "class S(str):\n    def __format__(self, spec):\n        return str(getattr(self, spec))\n"
                           "format(S('x'), '__class__')\nformat(S('x'), '__reduce__')",
                           "class S(str):\n    def __getattr__(self, n):\n        return n\n'{0.__globals__}'.format(S())",
                           "class S(str):\n    pass\nS.__mro__[-1].__subclasses__()", "class S(str):\n    pass\nS.__base__",
                           "class S(str):\n    def __str__(self):\n        return self.__dict__\nstr(S('x'))"],
    "bytes_memory": ["memoryview('abc')", "bytearray(3).__reduce__()",
                     "bytes.fromhex('00').__class__.__base__.__subclasses__()",
                     "memoryview(b'abc')", "bytearray(3).__class__.__mro__[-1].__subclasses__()", "import ctypes"],
    "match_patterns": ["match 1:\n    case int(__class__=c):\n        c.__base__",
                       "match (lambda: 0):\n    case object(__globals__=g):\n        pass\n"
                       "    case _:\n        raise ValueError('no match')",
                       "match print:\n    case object(__self__=s):\n        pass\n"
                       "    case _:\n        raise ValueError('no match')",
                       "class P:\n    __match_args__ = ('__dict__',)\nmatch P():\n"
                       "    case P(d):\n        pass\n    case _:\n        raise ValueError('no match')"],
    "exception_fields": ["try:\n    1 / 0\nexcept Exception as e:\n    e.__traceback__.tb_frame",
                         "try:\n    1 / 0\nexcept Exception as e:\n    e.__dict__",
                         "try:\n    1 / 0\nexcept Exception as e:\n    e.__reduce__()",
                         "try:\n    1 / 0\nexcept Exception as e:\n    e.__setstate__({})\n    e.__getstate__()",
                         "try:\n    {}['x']\nexcept KeyError as e:\n    e.__class__.__subclasses__()",
                         "try:\n    raise StopIteration(1)\nexcept StopIteration as e:\n    e.__traceback__.tb_frame.f_back",
                         "BaseException.__subclasses__()", "Exception.__mro__[-1].__subclasses__()",
                         "try:\n    1 / 0\nexcept Exception as e:\n    e.__context__.__traceback__.tb_frame"],
}

# Imports that must fail (ImportError/ModuleNotFoundError): each is its own attempt.
FORBIDDEN_MODULES = ["os", "subprocess", "ctypes", "builtins", "importlib",
                     "pathlib", "socket", "posix", "gc", "inspect", "pickle", "marshal",
                     "shutil", "code", "codeop", "pty", "signal", "threading",
                     "multiprocessing", "_thread", "runpy", "tempfile", "glob", "fcntl", "mmap",
                     "resource", "platform", "sysconfig", "site", "zipimport", "__main__",
                     "__builtin__", "asyncio", "urllib.request", "urllib.error", "urllib.robotparser",
                     "http", "sqlite3", "shelve", "dbm",
                     "tarfile", "zipfile", "webbrowser", "select", "selectors", "ssl",
                     "os.path", "posixpath", "linecache", "tokenize",
                     "ast", "dis", "weakref", "atexit", "faulthandler", "tracemalloc", "pdb",
                     "_io", "_posixsubprocess", "encodings", "codecs", "operator.os",
                     "json.os", "re.sys"]


def import_attempt(mod):
    top = mod.split(".")[0]
    steps = ["import %s" % mod, "from %s import *" % mod,
             "__import__(%r)" % mod,
             "import %s as m\nm.system('touch pwned.txt')" % mod,
             "from %s import system\nsystem('cat secret.txt')" % top,
             "from %s import path" % top]
    return guarded("import_" + mod, steps)


# Modules the default policy grants only in part: importing them works and a use of the safe
# part prints a fixed line, but every host-touching or reflective name CPython's module has
# must be absent (read as an attribute or imported by name).
PARTIAL_MODULES = {
    "io": ("s = io.StringIO()\ns.write('in memory')\nb = io.BytesIO(b'x')\n"
           "print(s.getvalue(), b.getvalue())",
           ["open", "open_code", "FileIO", "BufferedReader", "BufferedWriter", "BufferedRandom",
            "BufferedRWPair", "TextIOWrapper", "IncrementalNewlineDecoder", "text_encoding",
            "system", "path", "os", "sys", "_io", "abc", "__builtins__", "__loader__",
            "__spec__", "__file__", "popen", "remove", "unlink", "listdir", "getcwd", "environ",
            "stdin", "stdout", "stderr"]),
    "types": ("print(types.SimpleNamespace(a=1), types.MappingProxyType({'k': 2}))",
              ["FunctionType", "LambdaType", "CodeType", "FrameType", "TracebackType",
               "ModuleType", "MethodType", "BuiltinFunctionType", "BuiltinMethodType",
               "CellType", "MethodWrapperType", "WrapperDescriptorType",
               "MethodDescriptorType", "ClassMethodDescriptorType", "GetSetDescriptorType",
               "MemberDescriptorType", "CoroutineType", "AsyncGeneratorType", "new_class",
               "prepare_class", "resolve_bases", "coroutine", "DynamicClassAttribute",
               "system", "path", "sys", "__builtins__", "__loader__", "__spec__", "__file__"]),
    # traceback formats tracebacks and the stack as strs and ints: no frame, code, namespace or
    # module behind it is reachable (its natives are private).
    "traceback": ("try:\n    1 / 0\nexcept ZeroDivisionError as e:\n"
                  "    print(traceback.format_exception_only(e))\n"
                  "    print(traceback.extract_tb(e.__traceback__)[0].lineno)",
                  ["sys", "walk_tb", "walk_stack", "linecache", "_tb_frames", "_stack_frames",
                   "_format_exception", "__builtins__", "__loader__", "__spec__", "__file__",
                   "tb_frame", "f_globals", "currentframe"]),
    "logging": ("import io as _io\nbuf = _io.StringIO()\nlog = logging.getLogger('corpus')\n"
                "log.addHandler(logging.StreamHandler(buf))\nlog.warning('kept %d', 1)\n"
                "print(buf.getvalue().strip())",
                ["FileHandler", "handlers", "config", "WatchedFileHandler", "RotatingFileHandler",
                 "SocketHandler", "SysLogHandler", "HTTPHandler", "os", "sys", "io", "time",
                 "threading", "traceback", "weakref", "system", "path", "_sys", "_time",
                 "__builtins__", "__loader__", "__spec__", "__file__", "currentframe",
                 "_srcfile", "_lock"]),
    # urllib is an empty package here: only urllib.parse (pure string functions) is in it.
    "urllib": ("print(urllib.__name__)",
               ["request", "error", "response", "robotparser", "system", "path", "os", "sys",
                "socket", "urlopen", "__builtins__", "__loader__", "__spec__", "__file__"]),
    "urllib.parse": ("print(urllib.parse.quote('a b'), urllib.parse.urlsplit('http://h/p').netloc)",
                     ["urlopen", "Request", "request", "socket", "os", "sys", "system", "path",
                      "_coerce_args", "__builtins__", "__loader__", "__spec__", "__file__"]),
    # warnings finds a warning's location through traceback.extract_stack (strs and ints):
    # no frame, module dict or globals is behind it.
    "warnings": ("with warnings.catch_warnings(record=True) as w:\n"
                 "    warnings.warn('kept')\nprint(str(w[0].message), w[0].lineno)",
                 ["sys", "_sys", "re", "_re", "linecache", "traceback", "currentframe",
                  "_getframe", "_caller", "_registries", "os", "system", "path",
                  "__builtins__", "__loader__", "__spec__", "__file__"]),
}


def partial_module_attempt(mod, use, absent):
    """A program that imports `mod` (which must work), runs `use`, then checks that each name
    of `absent` can be neither read from the module nor imported from it."""
    steps = ["import %s as m\nm.%s" % (mod, name) for name in absent]
    steps += ["from %s import %s" % (mod, name) for name in absent]
    steps.append("import %s as m\nm.system('touch pwned.txt')" % mod)
    return "import %s\n%s\n%s" % (mod, use, guarded("partial_" + mod, steps))


# ---------------------------------------------------------------------------------------------
# Resource attacks: each must end within the limits with a clean error or normally.
# ---------------------------------------------------------------------------------------------

RESOURCE = {
    # Predictable huge results: refused before allocation.
    "pow_tower": "x = 10 ** 10 ** 10\nprint('ESCAPED', len(str(x)))\n",
    "pow_big": "x = 2 ** (2 ** 40)\n",
    "shift_big": "x = 1 << 10 ** 10\n",
    "str_repeat": "s = '9' * 10 ** 9\nprint(len(s))\n",
    "str_repeat_huge": "s = 'a' * (2 ** 62)\n",
    "list_repeat": "x = [0] * 10 ** 9\n",
    "tuple_repeat": "x = (1,) * 10 ** 10\n",
    "bytes_repeat": "x = bytes(10) * 10 ** 9\n",
    "bytearray_huge": "x = bytearray(10 ** 10)\n",
    "str_join_huge": "x = ','.join(['abc' * 1000] * 10 ** 6)\n",
    "str_replace_blowup": "s = 'a' * 10000\nfor i in range(10):\n    s = s.replace('a', 'aa' * 50)\n",
    "ljust_huge": "x = 'x'.ljust(10 ** 10)\n",
    "center_huge": "x = 'x'.center(2 ** 62)\n",
    "zfill_huge": "x = 'a'.zfill(10 ** 10)\n",
    "expandtabs_huge": "x = ('\\t' * 1000).expandtabs(10 ** 7)\n",
    "format_width": "x = format(1, '9999999999')\n",
    "format_width_field": "x = '{:10000000000}'.format(1)\n",
    "format_width_fstring": "w = 10 ** 9\nx = f'{1:{w}}'\n",
    "percent_star_width": "x = '%*d' % (10 ** 9, 1)\n",
    "percent_width": "x = '%99999999999d' % 1\n",
    "format_precision": "x = format(1.5, '.999999999f')\n",
    "int_str_digits": "x = 10 ** 5000\ntry:\n    str(x)\nexcept ValueError as e:\n    print(e)\n",
    "int_parse_digits": "try:\n    int('9' * 50000)\nexcept ValueError as e:\n    print(e)\n",
    "list_growth": "x = []\nwhile True:\n    x.append('a' * 1000)\n",
    "str_doubling": "s = 'a'\nwhile True:\n    s += s\n",
    "dict_growth": "d = {}\nwhile True:\n    d[len(d)] = [0] * 100\n",
    "set_growth": "s = set()\nwhile True:\n    s.add(len(s))\n",
    "list_extend_self": "x = [1]\nwhile True:\n    x.extend(x)\n",
    "nested_list_growth": "x = []\nwhile True:\n    x = [x, x]\n",
    "int_growth": "x = 3\nwhile True:\n    x = x * x\n",
    "range_list": "x = list(range(10 ** 9))\n",
    "range_sum": "print(sum(range(10 ** 12)))\n",
    "sorted_big": "x = sorted(range(10 ** 8, 0, -1))\n",
    "dict_fromkeys_big": "x = dict.fromkeys(range(10 ** 9))\n",
    "bigint_mul_loop": "x = 7 ** 4000\nwhile True:\n    x = x * x % (10 ** 4000 + 7)\n",
    # Time.
    "while_true": "while True:\n    pass\n",
    "for_iter_int": "for x in iter(int, 1):\n    pass\n",
    "itertools_count_list": "import itertools\nx = list(itertools.count())\n",
    "itertools_repeat_max": "import itertools\nx = max(itertools.repeat(1))\n",
    "itertools_cycle_set": "import itertools\nx = set(itertools.cycle([1, 2]))\n",
    "itertools_repeat_join": "import itertools\nx = ''.join(itertools.repeat('a'))\n",
    "sorted_infinite": "import itertools\nx = sorted(itertools.count())\n",
    "infinite_generator": "def g():\n    while True:\n        yield 1\nx = list(g())\n",
    "any_infinite": "import itertools\nany(x < 0 for x in itertools.count())\n",
    "sum_infinite_gen": "def g():\n    n = 0\n    while True:\n        n += 1\n        yield n\nprint(sum(g()))\n",
    "zip_infinite": "import itertools\nx = list(zip(itertools.count(), itertools.count()))\n",
    "self_iter_class": "class I:\n    def __iter__(self):\n        return self\n    def __next__(self):\n        return 1\nx = list(I())\n",
    "recursion_in_loop": "def f():\n    f()\nwhile True:\n    try:\n        f()\n    except RecursionError:\n        pass\n",
    "regex_backtrack": "import re\nre.match('(a+)+$', 'a' * 40 + 'b')\n",
    "regex_backtrack_alt": "import re\nre.match('(a|aa)+$', 'a' * 60 + 'b')\n",
    "regex_backtrack_nested": "import re\nre.search('(x+x+)+y', 'x' * 5000)\n",
    "regex_findall_huge": "import re\nx = re.findall('a*', 'a' * 10 ** 7)\n",
    "regex_sub_blowup": "import re\ns = 'a'\nfor i in range(64):\n    s = re.sub('a', 'aa', s)\n",
    "regex_compile_nested": "import re\nre.compile('(' * 10000 + 'a' + ')' * 10000)\n",
    "regex_repeat_huge": "import re\nre.compile('a{1000000}{1000000}')\n",
    "json_bomb_nested": "import json\njson.loads('[' * 100000 + ']' * 100000)\n",
    "json_bomb_dict": "import json\njson.loads('{\"a\":' * 50000 + '1' + '}' * 50000)\n",
    "json_bomb_big": "import json\nx = json.loads('[' + ','.join(['\"' + 'a' * 1000 + '\"'] * 100000) + ']')\n",
    "json_dumps_nested": "import json\nx = []\nfor i in range(100000):\n    x = [x]\njson.dumps(x)\n",
    "json_dumps_cycle": "import json\nx = []\nx.append(x)\njson.dumps(x)\n",
    # Recursion, Python and C.
    "deep_recursion": "def f(n):\n    return f(n + 1)\nf(0)\n",
    "mutual_recursion": "def a(n):\n    return b(n)\ndef b(n):\n    return a(n)\na(0)\n",
    "lambda_recursion": "f = lambda: f()\nf()\n",
    "repr_recursion": "class R:\n    def __repr__(self):\n        return repr(self)\nrepr(R())\n",
    "str_recursion": "class R:\n    def __str__(self):\n        return str(self)\nprint(R())\n",
    "eq_recursion": "class R:\n    def __eq__(self, o):\n        return self == o\nR() == R()\n",
    "hash_recursion": "class R:\n    def __hash__(self):\n        return hash(self)\n{R()}\n",
    "lt_recursion_sort": "class R:\n    def __lt__(self, o):\n        return self < o\nsorted([R(), R()])\n",
    "bool_recursion": "class R:\n    def __bool__(self):\n        return bool(self)\nif R():\n    pass\n",
    "len_recursion": "class R:\n    def __len__(self):\n        return len(self)\nlen(R())\n",
    "getattr_recursion": "class R:\n    def __getattr__(self, n):\n        return getattr(self, n)\nR().x\n",
    "format_recursion": "class R:\n    def __format__(self, s):\n        return format(self, s)\nf'{R()}'\n",
    "iter_recursion": "class R:\n    def __iter__(self):\n        return iter(self)\nlist(R())\n",
    "index_recursion": "class R:\n    def __index__(self):\n        return [0][self]\n[0][R()]\n",
    "contains_recursion": "class R:\n    def __contains__(self, x):\n        return x in self\n1 in R()\n",
    "init_recursion": "class R:\n    def __init__(self):\n        R()\nR()\n",
    "nested_list_repr": "x = []\nfor i in range(200000):\n    x = [x]\nrepr(x)\n",
    "nested_list_eq": "x = []\ny = []\nfor i in range(200000):\n    x = [x]\n    y = [y]\nx == y\n",
    "nested_tuple_hash": "x = ()\nfor i in range(200000):\n    x = (x,)\nhash(x)\n",
    "nested_dict_repr": "x = {}\nfor i in range(200000):\n    x = {'k': x}\nstr(x)\n",
    "nested_deepcopy": "import copy\nx = []\nfor i in range(200000):\n    x = [x]\ncopy.deepcopy(x)\n",
    "nested_sorted_lt": "x = []\ny = []\nfor i in range(200000):\n    x = [x]\n    y = [y]\nx < y\n",
    "nested_in": "x = []\nfor i in range(100000):\n    x = [x]\nx in [[x]]\n",
    "cycle_repr": "x = []\nx.append(x)\nd = {}\nd['d'] = d\nprint(x, d)\n",
    "generator_chain": "g = iter([1])\nfor i in range(100000):\n    g = (x for x in g)\nlist(g)\n",
    "filter_chain": "g = iter([1])\nfor i in range(100000):\n    g = filter(None, g)\nlist(g)\n",
    "zip_chain": "g = iter([1])\nfor i in range(100000):\n    g = zip(g)\nlist(g)\n",
    "enumerate_chain": "g = iter([1])\nfor i in range(100000):\n    g = enumerate(g)\nnext(g)\n",
    "exception_args_nest_repr": "x = 1\nfor i in range(100000):\n    x = ValueError(x)\nrepr(x)\n",
    "exception_args_nest_str": "x = 1\nfor i in range(300000):\n    x = ValueError(x)\nprint(x)\n",
    "exception_args_nest_raise": "x = 1\nfor i in range(300000):\n    x = KeyError(ValueError(x))\nraise x\n",
    "exception_self_args": "e = ValueError(1)\ne.args = (e,)\nrepr(e)\n",
    "context_chain": "e = None\nfor i in range(100000):\n    try:\n        try:\n            raise e or ValueError()\n        except BaseException:\n            raise KeyError(i)\n    except KeyError as x:\n        e = x\n",
    "cause_chain_print": "e = None\nfor i in range(100000):\n    e2 = ValueError(i)\n    e2.__cause__ = e\n    e = e2\nraise e\n",
    "partial_chain": "import functools\nf = abs\nfor i in range(100000):\n    f = functools.partial(f)\nprint(f(-1))\n",
    "chainmap_chain": "import collections\nc = collections.ChainMap()\nfor i in range(100000):\n    c = c.new_child()\nc['x']\n",
    "tee_chain": "import itertools\nt = iter([1])\nfor i in range(100000):\n    t = itertools.tee(t)[0]\nlist(t)\n",
    "frozenset_nest": "x = frozenset()\nfor i in range(100000):\n    x = frozenset([x])\nhash(x)\nx == x\nprint(x)\n",
    "instance_attr_nest_deepcopy": "import copy\nclass A:\n    pass\na = A()\nfor i in range(100000):\n    b = A()\n    b.x = a\n    a = b\ncopy.deepcopy(a)\n",
    "dataclass_nest": "import dataclasses\n@dataclasses.dataclass\nclass N:\n    n: object\nn = None\nfor i in range(100000):\n    n = N(n)\nrepr(n)\n",
    "format_spec_nest": "s = '{0}'\nfor i in range(1000):\n    s = '{0:' + s + '}'\ns.format(1)\n",
    "math_perm": "import math\nx = math.perm(10 ** 6, 5 * 10 ** 5)\n",
    "math_factorial_big": "import math\nx = math.factorial(2 * 10 ** 7)\n",
    "math_comb_big": "import math\nx = math.comb(10 ** 7, 5 * 10 ** 6)\n",
    "math_factorial_loop": "import math\nwhile True:\n    math.factorial(10 ** 5)\n",
    "math_lcm_many": "import math\nx = math.lcm(*range(1, 10 ** 6))\n",
    "pow_mod_big": "x = pow(3, 10 ** 100000, 10 ** 100000 + 1)\n",
    "str_translate_loop": "x = 'a' * 10 ** 6\nfor i in range(10 ** 6):\n    x.translate({97: 98})\n",
    "list_count_loop": "x = list(range(10 ** 6))\nfor i in range(10 ** 6):\n    x.count(-1)\n",
    "dict_eq_loop": "d = dict.fromkeys(range(10 ** 5))\nfor i in range(10 ** 6):\n    d == d\n",
    "str_contains_loop": "x = 'a' * 10 ** 6\nfor i in range(10 ** 6):\n    x in x\n",
    "print_flood": "# args: --budget 2000000\ns = 'x' * 10000\nwhile True:\n    print(s)\n",
    "print_flood_args": "# args: --budget 2000000\nargs = ['y' * 1000] * 1000\nwhile True:\n    print(*args, sep='')\n",
    "format_precision_star": "x = '%.*f' % (10 ** 9, 1.0)\n",
    "format_precision_nested": "x = '{:.{}f}'.format(1.5, 10 ** 9)\n",
    "format_spec_huge_str": "x = '{:{}}'.format(1, 'x' * 10 ** 6)\n",
    "format_index_huge": "x = '{999999999999}'.format()\n",
    "json_indent_huge": "import json\nx = json.dumps([1] * 1000, indent=10 ** 6)\n",
    "json_indent_str_huge": "import json\nx = json.dumps([[1] * 100] * 100, indent=' ' * 10 ** 5)\n",
    "re_sub_empty_blowup": "import re\nx = re.sub('', 'x' * 10 ** 6, 'a' * 1000)\n",
    "textwrap_width_one": "import textwrap\nx = textwrap.fill('a ' * 10 ** 6, width=1)\n",
    "random_sample_huge": "import random\nx = random.sample(range(10 ** 12), 10 ** 7)\n",
    "random_choices_huge": "import random\nx = random.choices([1], k=10 ** 9)\n",
    "counter_huge": "import collections\nx = collections.Counter('a' * 10 ** 8)\n",
    "combinations_list": "import itertools\nx = list(itertools.combinations(range(10 ** 6), 2))\n",
    "percent_many": "x = ('%s' * 10 ** 7) % tuple(range(10 ** 7))\n",
    "print_many_args": "print(*range(10 ** 7))\n",
    "repr_huge_user": "class C:\n    def __repr__(self):\n        return 'x' * 10 ** 8\nrepr([C()])\n",
    "template_huge": "import string\nx = string.Template('${x}' * 10 ** 6).substitute(x='y' * 100)\n",
    "split_huge": "x = ('a,' * 10 ** 7).split(',')\n",
    "list_insert_front_loop": "x = list(range(10 ** 6))\nwhile True:\n    x.insert(0, 1)\n",
    "list_pop_front_loop": "x = list(range(10 ** 6))\nwhile True:\n    x.pop(0)\n    x.append(1)\n",
    "insort_loop": "import bisect\nx = []\nfor i in range(10 ** 6):\n    bisect.insort(x, -i)\n",
    "hash_huge_user": "class C:\n    def __hash__(self):\n        return 10 ** 1000\nprint(hash(C()) == hash(C()))\n",
    "index_huge_user": "class C:\n    def __index__(self):\n        return 10 ** 1000\nx = [0] * C()\n",
    "len_huge_user": "class C:\n    def __len__(self):\n        return 10 ** 100\nlen(C())\n",
    "sorted_key_recursion": "def f(x):\n    return sorted([x], key=f)\nf(1)\n",
    "map_recursion": "def f(x):\n    return list(map(f, [x]))\nf(1)\n",
    "json_default_recursion": "import json\ndef d(o):\n    return json.dumps(o, default=d)\njson.dumps(object(), default=d)\n",
    "re_sub_recursion": "import re\ndef r(m):\n    return re.sub('a', r, 'a')\nre.sub('a', r, 'a')\n",
    "deepcopy_hook_recursion": "import copy\nclass C:\n    def __deepcopy__(self, memo):\n        return copy.deepcopy(self)\ncopy.deepcopy(C())\n",
    "lt_sorted_recursion": "class K:\n    def __lt__(s, o):\n        return sorted([s, o])[0] is s\nsorted([K(), K()])\n",
    "eq_count_recursion": "class C:\n    def __eq__(self, o):\n        return [1].count(self) > 0\nC() == C()\n",
    "map_chain": "g = [1]\nfor i in range(100000):\n    g = map(abs, g)\nlist(g)\n",
    "yield_from_chain": "def g(n):\n    if n:\n        yield from g(n - 1)\n    else:\n        yield 1\nlist(g(100000))\n",
    # Catching the limit.
    "catch_budget_bare": "try:\n    while True:\n        pass\nexcept:\n    print('ESCAPED caught the budget')\n",
    "catch_budget_base": "try:\n    while True:\n        pass\nexcept BaseException as e:\n    print('ESCAPED caught', type(e).__name__)\n",
    "catch_budget_name": "try:\n    while True:\n        pass\nexcept BudgetExceeded:\n    print('ESCAPED caught the budget')\n",
    "catch_budget_loop": "while True:\n    try:\n        while True:\n            pass\n    except BaseException:\n        print('ESCAPED caught')\n",
    "catch_budget_finally_loop": "try:\n    while True:\n        pass\nfinally:\n    while True:\n        pass\n",
    "catch_budget_nested_finally": "def f():\n    try:\n        while True:\n            pass\n    finally:\n        return 'ESCAPED finally returned'\nprint(f())\n",
    "catch_memory_bare": "try:\n    x = 'a' * 10 ** 10\nexcept:\n    print('ESCAPED caught MemoryError')\n",
    "catch_memory_base": "try:\n    x = [0] * 10 ** 9\nexcept BaseException:\n    print('ESCAPED caught MemoryError')\n",
    "catch_memory_growth": "x = []\ntry:\n    while True:\n        x.append([0] * 10000)\nexcept MemoryError:\n    print('ESCAPED caught MemoryError')\n",
    "catch_memory_finally": "try:\n    x = 'a' * 10 ** 10\nfinally:\n    while True:\n        pass\n",
    "catch_budget_ctxmgr": "class CM:\n    def __enter__(self):\n        return self\n    def __exit__(self, *a):\n        return True\nwith CM():\n    while True:\n        pass\nprint('ESCAPED suppressed by __exit__')\n",
    "catch_memory_ctxmgr": "class CM:\n    def __enter__(self):\n        return self\n    def __exit__(self, *a):\n        return True\nwith CM():\n    x = '9' * 10 ** 10\nprint('ESCAPED suppressed by __exit__')\n",
    "catch_budget_generator_close": "def g():\n    try:\n        yield 1\n    finally:\n        while True:\n            pass\nit = g()\nnext(it)\nit.close()\n",
    "catch_budget_generator_exit": "def g():\n    while True:\n        try:\n            yield 1\n        except GeneratorExit:\n            pass\nit = g()\nnext(it)\nit.close()\n",
    "catch_budget_in_generator": "def g():\n    try:\n        while True:\n            yield\n    except BaseException:\n        yield 'ESCAPED'\nfor v in g():\n    if v:\n        print(v)\n",
    "catch_budget_del_gen": "def g():\n    try:\n        yield 1\n    finally:\n        while True:\n            pass\nit = g()\nnext(it)\ndel it\nwhile True:\n    pass\n",
    "catch_recursion_keep_going": "def f():\n    try:\n        f()\n    except RecursionError:\n        f()\nf()\n",
    "except_star": "try:\n    while True:\n        pass\nexcept* Exception:\n    print('ESCAPED')\n",
    "timeout_in_except": "try:\n    1 / 0\nexcept ZeroDivisionError:\n    while True:\n        pass\n",
    "budget_in_repr_of_error": "class E(Exception):\n    def __str__(self):\n        while True:\n            pass\nraise E()\n",
    "budget_in_exit": "class CM:\n    def __enter__(self):\n        return self\n    def __exit__(self, *a):\n        while True:\n            pass\nwith CM():\n    1 / 0\n",
    "raise_systemexit_loop": "while True:\n    try:\n        raise SystemExit(0)\n    except SystemExit:\n        pass\n",
    "keyboardinterrupt_raise": "try:\n    raise KeyboardInterrupt\nexcept KeyboardInterrupt:\n    print('caught own KeyboardInterrupt')\nwhile True:\n    pass\n",
}

# Parser bombs (source text generated here; each at most ~64 KiB).
PARSER_BOMBS = {
    "paren_nest": "x = " + "(" * 5000 + "1" + ")" * 5000 + "\n",
    "paren_open": "(" * 10000 + "\n",
    "bracket_nest": "x = " + "[" * 5000 + "]" * 5000 + "\n",
    "brace_nest": "x = " + "{" * 5000 + "}" * 5000 + "\n",
    "dict_nest": "x = " + "{1:" * 2500 + "1" + "}" * 2500 + "\n",
    "lambda_nest": "f = " + "lambda: " * 2000 + "1\n",
    "unary_minus": "x = " + "-" * 15000 + "1\n",
    "unary_not": "x = " + "not " * 3750 + "1\n",
    "unary_invert": "x = " + "~" * 15000 + "1\n",
    "unary_mixed": "x = " + "-+~" * 5000 + "1\n",
    "power_chain": "x = 1" + "**1" * 5000 + "\n",
    "binop_chain": "x = 1" + "+1" * 7500 + "\nprint(x)\n",
    "and_chain": "x = 1" + " and 1" * 2500 + "\nprint(x)\n",
    "compare_chain": "x = 1" + " < 2" * 2500 + "\nprint(x)\n",
    "ternary_nest": "x = " + "1 if 1 else " * 2000 + "1\nprint(x)\n",
    "attr_chain": "x = 1" + ".real" * 2500 + "\nprint(x)\n",
    "call_chain": "f = lambda: f\nx = f" + "()" * 5000 + "\n",
    "subscript_chain": "x = [[0]]\nx[0][0] = x\ny = x" + "[0]" * 5000 + "\n",
    "huge_int_literal": "x = " + "9" * 15000 + "\n",
    "huge_int_hex": "x = 0x" + "f" * 15000 + "\nprint(x > 0)\n",
    "huge_float_literal": "x = " + "9" * 7500 + ".5e-24999\nprint(x)\n",
    "fstring_nest": "x = f'{f\"{f\\'{1}\\'}\"}'\n" * 2000,
    "fstring_parens": "x = f'{" + "(" * 3750 + "1" + ")" * 3750 + "}'\n",
    "fstring_spec_nest": "x = f'{1:{1:{1}}}'\n" * 2000,
    "indent_deep": "".join(" " * i + "if 1:\n" for i in range(150)) + " " * 150 + "pass\n",
    "def_deep": "".join(" " * i + "def f%d():\n" % i for i in range(150)) + " " * 150 + "pass\n",
    "class_deep": "".join(" " * i + "class C%d:\n" % i for i in range(150)) + " " * 150 + "pass\n",
    "with_deep": "".join(" " * i + "with a:\n" for i in range(150)) + " " * 150 + "pass\n",
    "try_deep": "".join(" " * i + "try:\n" for i in range(120)) + " " * 120 + "pass\n",
    "elif_chain": "x = 1\nif x == 0:\n    pass\n" + "elif x == 0:\n    pass\n" * 5000 + "print(x)\n",
    "listcomp_nest": "x = " + "[" * 3000 + "1" + " for a in [1]]" * 3000 + "\n",
    "genexp_nest": "x = " + "(" * 3000 + "1" + " for a in [1])" * 3000 + "\n",
    "decorator_chain": "def d(f):\n    return f\n" + "@d\n" * 2500 + "def g():\n    return 1\nprint(g())\n",
    "assign_chain": "a" + " = a" * 2500 + " = 1\nprint(a)\n",
    "tuple_literal_big": "x = (" + "1," * 7500 + ")\nprint(len(x))\n",
    "string_concat_implicit": "x = " + "'a' " * 3750 + "\nprint(len(x))\n",
    "many_statements": "x = 0\n" + "x += 1\n" * 3750 + "print(x)\n",
    "many_args": "def f(*a):\n    return len(a)\nprint(f(" + "1," * 5000 + "))\n",
    "many_params": "def f(" + ",".join("a%d=0" % i for i in range(5000)) + "):\n    return a0\nprint(f())\n",
    "unterminated_triple": "x = '''" + "a\n" * 5000,
    "unterminated_paren_lines": "x = (" + "1,\n" * 5000,
    "backslash_continuation": "x = 1" + " \\\n+ 1" * 2500 + "\nprint(x)\n",
    "star_expr_nest": "x = [" + "*[" * 5000 + "1" + "]" * 5000 + "]\n",
    "slice_nest": "x = [1]\ny = x" + "[::1]" * 2500 + "\n",
    "walrus_nest": "x = " + "(y := " * 5000 + "1" + ")" * 5000 + "\n",
    "match_nest": "match 1:\n    case " + "[" * 5000 + "1" + "]" * 5000 + ":\n        pass\n",
    "nul_byte": "x = 1\n\x00\nprint(x)\n",
    "bad_utf8_escape": "x = '\\N{" + "A" * 2500 + "}'\n",
    "many_nested_fstring_braces": "x = f'" + "{{" * 5000 + "'\nprint(len(x))\n",
    "global_many": "def f():\n    global " + ", ".join("g%d" % i for i in range(5000)) + "\n    return 1\nprint(f())\n",
    "deep_lambda_call": "x = " + "(lambda x: " * 2000 + "x" + ")(1)" * 2000 + "\n",
}

# ---------------------------------------------------------------------------------------------
# Legitimate tricky programs: must print exactly what CPython prints.
# ---------------------------------------------------------------------------------------------

LEGIT = {
    "dunder_methods": '''\
class V:
    def __init__(self, x, y):
        self.x, self.y = x, y

    def __repr__(self):
        return f"V({self.x}, {self.y})"

    def __add__(self, o):
        return V(self.x + o.x, self.y + o.y)

    def __eq__(self, o):
        return isinstance(o, V) and (self.x, self.y) == (o.x, o.y)

    def __hash__(self):
        return hash((self.x, self.y))

    def __len__(self):
        return 2

    def __getitem__(self, i):
        return (self.x, self.y)[i]

    def __iter__(self):
        yield self.x
        yield self.y

    def __bool__(self):
        return bool(self.x or self.y)

    def __lt__(self, o):
        return (self.x, self.y) < (o.x, o.y)


a, b = V(1, 2), V(3, 4)
print(a + b, a == V(1, 2), len(a), a[1], list(b), bool(V(0, 0)), sorted([b, a]))
print({a: 1}[V(1, 2)], a != b, max(a, b))
''',
    "super_chain": '''\
class A:
    def __init__(self, v):
        self.v = v

    def who(self):
        return "A"

    def __eq__(self, o):
        return self.v == o.v


class B(A):
    def __init__(self, v):
        super().__init__(v * 2)

    def who(self):
        return "B>" + super().who()


class C(B):
    def __init__(self):
        B.__init__(self, 5)

    def who(self):
        return "C>" + super(C, self).who()

    def __eq__(self, o):
        return super().__eq__(o)


c = C()
print(c.v, c.who(), c == C(), isinstance(c, A), issubclass(C, A))
''',
    "class_names": '''\
class Outer:
    class Inner:
        def meth(self):
            pass


def f():
    pass


o = Outer.Inner()
print(o.__class__.__name__, type(o).__name__, Outer.Inner.__qualname__, f.__name__)
print(type(1).__name__, type("").__name__, (1).__class__.__name__, type(None).__name__)
print(f.__qualname__, Outer.Inner.meth.__qualname__, len.__name__, type(o) is Outer.Inner)
print(type(o) == o.__class__, isinstance(o, type(o)), type(type(o)).__name__)
''',
    "format_specs": '''\
print(format(3.14159, ".2f"), format(255, "#x"), format(255, "08b"), format("ab", "^10"))
print("{:>8}|{:<6}|{:^7}|".format("r", "l", "c"), "{0:{1}}".format(42, 6), f"{12345:,}")
print("%5.1f %-4d %s %r %x" % (2.25, 7, "s", "r", 255), f"{'x'!r:>5}", f"{3.0:g}")
print("{0[1]} {0[a]}".format({1: "one", "a": "A"}), "{x.real}".format(x=3), f"{-5:+}")
print("{:e}".format(12345.678), "{:%}".format(0.25), format(1e20, ","), f"{1/3:.3}")
''',
    "getattr_defaults": '''\
class P:
    a = 1
    _private = 2
    __mangled = 3

    def get(self):
        return self.__mangled


p = P()
print(getattr(p, "a"), getattr(p, "missing", "dflt"), hasattr(p, "b"), getattr(p, "_private"))
setattr(p, "b", 5)
print(p.b, hasattr(p, "b"), p.get(), getattr(p, "_P__mangled"))
delattr(p, "b")
print(hasattr(p, "b"), getattr(P, "a"))
''',
    "bounded_recursion": '''\
import functools


def depth(n):
    return 0 if n == 0 else 1 + depth(n - 1)


@functools.lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


def ack(m, n):
    if m == 0:
        return n + 1
    if n == 0:
        return ack(m - 1, 1)
    return ack(m - 1, ack(m, n - 1))


print(depth(500), fib(90), ack(2, 3))
try:
    depth(10 ** 6)
except RecursionError as e:
    print("RecursionError caught")
print(depth(100))
''',
    "exceptions_fields": '''\
try:
    try:
        {}["k"]
    except KeyError as e:
        raise ValueError("wrapped") from e
except ValueError as e:
    print(type(e).__name__, e.args, type(e.__cause__).__name__, e.__cause__.args)
try:
    1 / 0
except ZeroDivisionError as e:
    print(repr(e), str(e), e.args)


class MyErr(Exception):
    def __init__(self, code):
        super().__init__("code %d" % code)
        self.code = code


try:
    raise MyErr(7)
except MyErr as e:
    print(e.code, e, e.args)
''',
    "generators_tricky": '''\
def counter():
    total = 0
    while True:
        x = yield total
        if x is None:
            return total
        total += x


g = counter()
next(g)
print(g.send(3), g.send(4))
try:
    g.send(None)
except StopIteration as e:
    print("done", e.value)


def chain(*its):
    for it in its:
        yield from it


print(list(chain([1], (2, 3), range(4, 6))), sum(x * x for x in range(10)))
''',
    "operator_functools": '''\
import functools
import operator


class Pt:
    def __init__(self, x, y):
        self.x, self.y = x, y


pts = [Pt(3, 1), Pt(1, 2), Pt(2, 0)]
print([p.x for p in sorted(pts, key=operator.attrgetter("x"))])
print(operator.attrgetter("x", "y")(pts[0]), operator.methodcaller("upper")("ab"))
print(functools.reduce(operator.add, range(10)), functools.partial(pow, 2)(10))
print(operator.itemgetter(1, 0)("ab"), list(map(operator.neg, [1, -2])))
''',
    "match_classes": '''\
class Point:
    __match_args__ = ("x", "y")

    def __init__(self, x, y):
        self.x, self.y = x, y


def where(p):
    match p:
        case Point(0, 0):
            return "origin"
        case Point(x=0, y=y):
            return f"y-axis {y}"
        case Point(x, 0):
            return f"x-axis {x}"
        case [a, *rest]:
            return f"list {a} {rest}"
        case {"k": v}:
            return f"dict {v}"
        case int() | float() as n:
            return f"number {n}"
        case _:
            return "other"


print([where(v) for v in (Point(0, 0), Point(0, 5), Point(3, 0), [1, 2, 3], {"k": 9}, 2.5, "s")])
''',
    "dataclasses_json": '''\
import dataclasses
import json


@dataclasses.dataclass
class Item:
    name: str
    qty: int = 1
    tags: list = dataclasses.field(default_factory=list)


it = Item("a", 2, ["x"])
print(it, dataclasses.asdict(it), it == Item("a", 2, ["x"]))
print(json.dumps(dataclasses.asdict(it), sort_keys=True))
print(json.dumps({"s": {1, 2}}, default=sorted), json.loads('{"a": [1, 2.5, null]}'))
print([f.name for f in dataclasses.fields(Item)], dataclasses.replace(it, qty=5).qty)
''',
    "properties_descriptors": '''\
class Temp:
    def __init__(self):
        self._c = 0

    @property
    def c(self):
        return self._c

    @c.setter
    def c(self, v):
        if v < -273:
            raise ValueError("too cold")
        self._c = v

    @staticmethod
    def unit():
        return "C"

    @classmethod
    def make(cls):
        return cls()


t = Temp.make()
t.c = 25
print(t.c, Temp.unit(), t.unit())
try:
    t.c = -300
except ValueError as e:
    print(e)
''',
    "str_subclass": '''\
class Tag(str):
    def __format__(self, spec):
        return "<" + format(str(self), spec) + ">"

    def shout(self):
        return self.upper() + "!"


t = Tag("hi")
print(f"{t:>5}", t.shout(), t + "x", isinstance(t, str), len(t), t == "hi")
print("{}".format(t), format(t, "<4"), type(t).__name__)
''',
    "getattr_hook_legit": '''\
class Proxy:
    def __init__(self, target):
        self._target = target

    def __getattr__(self, name):
        return getattr(self._target, name)


class Rec:
    def __init__(self):
        self.v = 1

    def double(self):
        return self.v * 2


p = Proxy(Rec())
print(p.v, p.double(), getattr(p, "missing", "none"), hasattr(p, "double"))
''',
    "closures_lambdas": '''\
def make_counter():
    n = 0

    def inc(by=1):
        nonlocal n
        n += by
        return n
    return inc


c = make_counter()
print(c(), c(5), c())
adders = [lambda x, i=i: x + i for i in range(3)]
print([f(10) for f in adders], (lambda *a, **k: (a, sorted(k)))(1, 2, z=3, a=4))
''',
    "format_map_legit": '''\
class Default(dict):
    def __missing__(self, key):
        return "{" + key + "}"


print("{name} is {age}".format_map(Default(name="Ann")))
print("{0.real}+{0.imag}j".format(3), "{a[0]}{a[1]}".format(a="xy"))
print("%(a)s-%(b)04d" % {"a": "A", "b": 7})
''',
    "deep_but_bounded_data": '''\
import copy
import json

x = []
for i in range(50):
    x = [x, i]
y = copy.deepcopy(x)
print(x == y, len(json.dumps(x)), repr(x)[:30])
d = {"a": {"b": {"c": [1, {"d": (2, 3)}]}}}
print(d, copy.deepcopy(d) == d, hash((1, (2, (3, (4,))))) == hash((1, (2, (3, (4,))))))
''',
    "big_but_bounded": '''\
print(len(str(2 ** 10000)), len("ab" * 100000), sum(range(100000)), len([0] * 100000))
print(format(1, "50"), "x".ljust(20, "."), "a".zfill(10), 10 ** 50 % 97)
s = "".join(str(i % 10) for i in range(10000))
print(len(s), s.count("7"), s[:12])
''',
    "try_finally_order": '''\
def f():
    try:
        return "try"
    finally:
        print("finally runs")


def g():
    for i in range(3):
        try:
            if i == 1:
                continue
            yield i
        finally:
            print("cleanup", i)


print(f(), list(g()))
try:
    try:
        raise KeyError("k")
    finally:
        print("inner finally")
except KeyError as e:
    print("caught", e)
''',
    "context_managers": '''\
class CM:
    def __init__(self, name, swallow=False):
        self.name, self.swallow = name, swallow

    def __enter__(self):
        print("enter", self.name)
        return self

    def __exit__(self, et, ev, tb):
        print("exit", self.name, et.__name__ if et else None)
        return self.swallow


with CM("a"), CM("b", swallow=True) as b:
    print("body", b.name)
    raise ValueError("x")
print("after")
''',
    "names_that_look_dangerous": '''\
class Frame:
    def __init__(self):
        self.f_back = None
        self.f_globals = {"ok": 1}
        self.gi_frame = "mine"
        self.tb_frame = 3


fr = Frame()
print(fr.f_globals, fr.gi_frame, fr.tb_frame, fr.f_back)
eval_ = "not eval"
exec_ = len
open_file = "name"
print(eval_, exec_("abc"), open_file)
subclasses = [c.__name__ for c in (int, str)]
print(subclasses)
''',
    "isinstance_type_checks": '''\
class A:
    pass


class B(A):
    pass


objs = [1, "s", 2.5, [1], (1,), {1: 2}, {1}, None, True, A(), B(), len, print]
print([type(o).__name__ for o in objs])
print(isinstance(B(), A), issubclass(B, A), isinstance(True, int), type(True) is bool)
print(type(B()) is B, type(A) is type, callable(A), callable(A()), isinstance(A, type))
''',
    "sorting_keys": '''\
words = ["banana", "Apple", "cherry", "apple", "Banana"]
print(sorted(words), sorted(words, key=str.lower), sorted(words, key=len, reverse=True))
pairs = [(2, "b"), (1, "z"), (2, "a"), (1, "a")]
print(sorted(pairs), sorted(pairs, key=lambda p: (-p[0], p[1])), min(pairs), max(pairs))
''',
    "re_legit": '''\
import re

print(re.findall(r"\\d+", "a1b22c333"), re.sub(r"(\\w)(\\w)", r"\\2\\1", "abcd"))
m = re.match(r"(?P<k>\\w+)=(?P<v>\\d+)", "x=42")
print(m.group("k"), int(m.group("v")) + 1, m.span(), re.split(r"[,;]", "a,b;c"))
print(bool(re.fullmatch(r"(a|b)*c", "ababc")), re.escape("a.b"))
''',
    "string_methods": '''\
s = "Hello, World"
print(s.lower(), s.upper(), s.swapcase(), s.title(), s.split(", "), s.partition(","))
print(s.replace("l", "L", 2), s.find("o"), s.rfind("o"), s.center(20, "*"), s[::-1])
print(",".join(["a", "b"]), "  x ".strip(), "a\\tb".expandtabs(4), s.startswith(("He", "x")))
''',
    "int_tricks": '''\
print(2 ** 100, -7 // 2, -7 % 2, divmod(-7, 2), pow(3, 200, 1000), (10 ** 30) // 7)
print(int("ff", 16), hex(255), bin(10), oct(8), (255).bit_length(), abs(-5), round(2.5))
print(1 << 100, (1 << 100) >> 99, ~5, 5 & 3, 5 | 3, 5 ^ 3, int("-42"), int(3.99))
''',
    "user_dunder_named_attrs": '''\
class Config:
    def __init__(self):
        self.globals_ = {"a": 1}
        self.code = "x = 1"
        self.subclasses = ["A", "B"]

    def __repr__(self):
        return "Config(%r)" % (sorted(vars_like(self)),)


def vars_like(obj):
    return ["code", "globals_", "subclasses"]


c = Config()
print(c, c.code, c.subclasses)
''',
    "exception_groups_free": '''\
errors = []
for v in ["1", "x", "2", None]:
    try:
        errors.append(int(v))
    except (ValueError, TypeError) as e:
        errors.append(type(e).__name__)
print(errors)
try:
    raise RuntimeError("outer")
except RuntimeError as e:
    try:
        raise ValueError("inner")
    except ValueError as e2:
        print(type(e2.__context__).__name__, e2.__context__)
''',
    "class_attributes_mangling": '''\
class Account:
    __count = 0

    def __init__(self, owner):
        Account.__count += 1
        self.__owner = owner
        self._id = Account.__count

    def owner(self):
        return self.__owner

    @classmethod
    def count(cls):
        return cls.__count


a, b = Account("x"), Account("y")
print(a.owner(), b._id, Account.count(), a._Account__owner)
try:
    a.__owner
except AttributeError as e:
    print("AttributeError", e)
''',
}


def all_files():
    """Returns {filename: text} of every generated corpus file."""
    files = {}
    for attr in CORE_ATTRS:
        for entry in ENTRY_POINTS:
            text = attr_attempt(entry, attr)
            if text:
                files["attr_%s_%s.py" % (entry, attr_name_slug(attr))] = text
    for attr in MORE_ATTRS:
        for entry in MORE_ENTRY_POINTS:
            text = attr_attempt(entry, attr)
            if text:
                files["attr_%s_%s.py" % (entry, attr_name_slug(attr))] = text
    for name, (kind, technique, body) in sorted(context_attempts().items()):
        files[name + ".py"] = "# corpus: %s\n# technique: %s\n%s" % (kind, technique, body)
    for name, steps in sorted(CLASSIC_STEPS.items()):
        for i in range(0, len(steps), 4):
            chunk = steps[i:i + 4]
            files["classic_%s_%d.py" % (name, i // 4)] = (
                "# corpus: escape\n# technique: %s\n%s" % (name.replace("_", " "), guarded(name, chunk)))
    for mod in FORBIDDEN_MODULES:
        files["import_%s.py" % mod.replace(".", "_")] = (
            "# corpus: escape\n# technique: import %s in every form\n%s" % (mod, import_attempt(mod)))
    for mod, (use, absent) in sorted(PARTIAL_MODULES.items()):
        files["import_%s.py" % mod.replace(".", "_")] = (
            "# corpus: escape\n# technique: import %s: only its pure part, nothing host-touching\n%s"
            % (mod, partial_module_attempt(mod, use, absent)))
    for name, body in sorted(RESOURCE.items()):
        files["res_%s.py" % name] = "# corpus: resource\n# technique: %s\n%s" % (
            name.replace("_", " "), body)
    for name, body in sorted(PARSER_BOMBS.items()):
        files["bomb_%s.py" % name] = "# corpus: resource\n# technique: parser bomb, %s\n%s" % (
            name.replace("_", " "), body)
    for name, body in sorted(LEGIT.items()):
        files["legit_%s.py" % name] = "# corpus: legit\n# technique: %s\n%s" % (
            name.replace("_", " "), body)
    return files


def main():
    check = "--check" in sys.argv[1:]
    files = all_files()
    stale = []
    for name, text in sorted(files.items()):
        path = os.path.join(HERE, name)
        data = text.encode("utf-8")
        old = None
        if os.path.exists(path):
            with open(path, "rb") as f:
                old = f.read()
        if old != data:
            stale.append(name)
            if not check:
                with open(path, "wb") as f:
                    f.write(data)
    # Generated files that the generator no longer makes.
    for name in sorted(os.listdir(HERE)):
        if name.endswith(".py") and name not in files \
                and name not in ("gen_corpus.py", "run_corpus.py") \
                and not name.startswith("reg_"):
            stale.append(name)
            if not check:
                os.remove(os.path.join(HERE, name))
    if check:
        if stale:
            print("gen_corpus.py --check: %d files differ from the generator, e.g. %s"
                  % (len(stale), stale[0]))
            return 1
        print("gen_corpus.py --check: %d files up to date" % len(files))
        return 0
    print("gen_corpus.py: %d files, %d written or removed" % (len(files), len(stale)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
