# Unbounded recursion through __getattr__, a property, __eq__, __hash__, __init__, key functions,
# map, bool and __setattr__: CPython's plain "maximum recursion depth exceeded".
class GA2:
    def __getattr__(s, n): return s.missing
try: GA2().foo
except RecursionError as e: print(e)
class P:
    @property
    def p(s): return s.p
try: P().p
except RecursionError as e: print(e)
class E:
    def __eq__(s, o): return s == o
try: E() == 1
except RecursionError as e: print(e)
class A:
    def __add__(s, o): return s + o
try: A() + 1
except RecursionError as e: print(e)
class H:
    def __hash__(s): return hash(s)
try: hash(H())
except RecursionError as e: print(e)
class L:
    def __len__(s): return len(s)
try: len(L())
except RecursionError as e: print(e)
class It:
    def __iter__(s): return iter(s)
try: iter(It())
except RecursionError as e: print(e)
class G:
    def __getitem__(s, k): return s[k]
try: G()[0]
except RecursionError as e: print(e)
class Init:
    def __init__(s): Init()
try: Init()
except RecursionError as e: print(e)
def f(): return sorted([1, 2], key=lambda x: f())
try: f()
except RecursionError as e: print(e)
def g(): return list(map(lambda x: g(), [1]))
try: g()
except RecursionError as e: print(e)
class Bo:
    def __bool__(s): return bool(s)
try: bool(Bo())
except RecursionError as e: print(e)
class Con:
    def __contains__(s, x): return x in s
try: 1 in Con()
except RecursionError as e: print(e)
class SetA:
    def __setattr__(s, n, v): setattr(s, n, v)
try: SetA().x = 1
except RecursionError as e: print(e)
class Lt:
    def __lt__(s, o): return s < o
try: Lt() < 1
except RecursionError as e: print(e)
class Call:
    def __call__(s): return s()
try: Call()()
except RecursionError as e: print(e)
# Through __repr__ CPython adds "while calling a Python object" (at this depth; its message
# depends on which of its counters trips first), through str() here nothing.
class R:
    def __repr__(s): return repr(s)
try: repr(R())
except RecursionError as e: print(e)
class S:
    def __str__(s): return str(s)
try: str(S())
except RecursionError as e: print(e)
