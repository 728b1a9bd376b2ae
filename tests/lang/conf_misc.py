# Differential: itertools, functools, collections, heapq, json, re, contextlib, match, unpacking.
import itertools, functools, operator, collections, heapq, bisect, json, re, string, textwrap
from contextlib import contextmanager, suppress
data = [("b", 2), ("a", 2), ("c", 1), ("d", 3), ("e", 1)]
print(sorted(data, key=lambda t: t[1]), sorted(data, key=lambda t: t[1], reverse=True))
print(sorted(data, key=operator.itemgetter(1, 0)), sorted("bBaA", key=str.lower), sorted([3, 1, 2], reverse=True))
print(list(itertools.accumulate([1, 2, 3, 4])), list(itertools.accumulate([1, 2, 3], operator.mul, initial=10)))
print([(k, list(g)) for k, g in itertools.groupby("aabbbc")], list(itertools.chain.from_iterable([[1], [2, 3]])))
print(list(itertools.product("ab", repeat=2)), list(itertools.permutations([1, 2, 3], 2))[:3], list(itertools.combinations_with_replacement("ab", 2)))
print(list(itertools.islice(itertools.count(5, 2), 3)), list(itertools.zip_longest([1, 2], "a", fillvalue="-")), list(itertools.pairwise([1, 2, 3])))
print(list(itertools.starmap(pow, [(2, 3), (3, 2)])), list(itertools.takewhile(lambda v: v < 3, [1, 2, 5, 1])), list(itertools.compress("abc", [1, 0, 1])))
print(functools.reduce(operator.add, [1, 2, 3], 10), functools.reduce(lambda a, b: a * b, range(1, 6)))
p = functools.partial(int, base=2); print(p("101"), p.func is int, p.keywords)
@functools.lru_cache(maxsize=None)
def fib(n): return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(80), fib.cache_info())
@functools.cache
def sq(n): return n * n
print(sq(4), sq(4))
def deco(fn):
    @functools.wraps(fn)
    def w(*a, **k):
        return fn(*a, **k)
    return w
@deco
def documented(x): return x
print(documented.__name__, documented(3))
c = collections.Counter("abracadabra")
print(c, c.most_common(2), c["z"], sum(c.values()), c + collections.Counter("ab"), list(c.elements())[:4])
dd = collections.defaultdict(list); dd["x"].append(1); dd["y"]; print(dd, dict(dd))
od = collections.OrderedDict([("a", 1), ("b", 2)]); od.move_to_end("a"); print(od, list(od), od.popitem(last=False))
dq = collections.deque([1, 2, 3], maxlen=4); dq.appendleft(0); dq.append(4); dq.rotate(1); print(dq, dq.maxlen, dq[0])
Pt = collections.namedtuple("Pt", "x y", defaults=[0]); print(Pt(1), Pt(1, 2)._asdict(), Pt._make([3, 4]))
h = [5, 1, 4]; heapq.heapify(h); heapq.heappush(h, 0); print(heapq.heappop(h), h, heapq.nlargest(2, [4, 9, 1]), heapq.nsmallest(2, [4, 9, 1]))
a = [1, 3, 5]; bisect.insort(a, 4); print(a, bisect.bisect_left(a, 3), bisect.bisect_right(a, 3), bisect.bisect(a, 10))
doc = {"name": "x", "vals": [1, 2.5, None, True], "nested": {"k": "é"}}
s = json.dumps(doc); print(s, json.dumps(doc, indent=2, sort_keys=True), json.dumps(doc, ensure_ascii=False))
print(json.loads(s) == doc, json.loads('{"a": [1, 2, {"b": null}]}'), json.dumps([1, 2], separators=(",", ":")))
try: json.loads("{bad}")
except json.JSONDecodeError as e: print("JSONDecodeError", e)
print(re.findall(r"\d+", "a1b22c333"), re.sub(r"(\w+)@(\w+)", r"\2 at \1", "me@host"), re.split(r"[,;]\s*", "a, b;c"))
m = re.match(r"(?P<key>\w+)=(?P<val>\d+)", "x=42"); print(m.group("key"), m["val"], m.groups(), m.groupdict(), m.span())
print(re.search(r"o", "foo").start(), bool(re.fullmatch(r"[a-z]+", "abc")), re.compile(r"\s+").sub(" ", "a   b \n c"))
print(string.ascii_lowercase[:5], string.digits, string.punctuation[:5], string.Template("$who likes $what").substitute(who="a", what="b"))
print(textwrap.fill("the quick brown fox jumps over the lazy dog", 15), textwrap.dedent("   a\n   b"), textwrap.shorten("hello world foo", 12))
@contextmanager
def tag(name):
    print(f"<{name}>")
    try:
        yield name.upper()
    finally:
        print(f"</{name}>")
with tag("b") as t:
    print("inside", t)
with suppress(KeyError):
    {}["x"]
print("suppressed")
total = 0
def outer():
    count = 0
    def inc():
        nonlocal count
        count += 1
        return count
    inc(); inc()
    return count
def add_global():
    global total
    total += 5
add_global(); print(outer(), total)
first, *middle, last = [1, 2, 3, 4, 5]; print(first, middle, last)
(a, b), c = (1, 2), 3; print(a, b, c, [*range(3), *"ab"], {**{"a": 1}, "b": 2}, {*[1, 2], 3})
def kw_only(a, /, b, *, c=3, **rest): return a, b, c, rest
print(kw_only(1, 2), kw_only(1, b=2, c=4, d=5))
if (n := len("hello")) > 3: print("walrus", n)
print([y for x in range(5) if (y := x * x) > 4])
def describe(v):
    match v:
        case 0: return "zero"
        case int(n) if n < 0: return "negative"
        case [x, y]: return f"pair {x},{y}"
        case [x, *rest]: return f"list starting {x} plus {len(rest)}"
        case {"type": "circle", "r": r}: return f"circle {r}"
        case str() as s: return f"str {s!r}"
        case (1 | 2 | 3) as small: return f"small {small}"
        case _: return "other"
for v in [0, -5, [1, 2], [1, 2, 3], {"type": "circle", "r": 2}, "hi", 2, 3.5]:
    print(describe(v))
d = {"a": 1, "b": 2, "c": 3}; del d["b"]; d["b"] = 4; d["a"] = 9; print(d, list(d.items()))
print("x", "y", sep="-", end="!\n"); print(*[1, 2, 3], sep=", "); print()
l = [1, [2, 3]]; l.append(l); print(l); dd2 = {"k": 1}; dd2["self"] = dd2; print(dd2)
print([[1, 2], [3]] * 2, [[0] * 2 for _ in range(2)], list(zip(*[[1, 2], [3, 4]])), dict(zip("ab", range(2))))
print(any(x > 2 for x in [1, 3]), all([]), list(enumerate("ab", start=1)), list(map(lambda a, b: a + b, [1, 2], [3, 4])))
print(list(filter(None, [0, 1, "", "a"])), list(reversed(range(3))), sorted({3: 1, 1: 2}), min([], default=0))
print(isinstance(True, int), type(3) is int, isinstance(3, (str, float)), issubclass(bool, int), callable(len))
print(hash(1) == hash(1.0), 1 == 1.0, {1: "a", 1.0: "b"}, {True: 1, 1: 2}, 0.1 + 0.7, 3 * 0.1, 1 - 0.9)
print(f"{'nested ' + f'{1 + 1}'}", f"{[1, 2]!s:>10}", f"{3:{'>'}{5}}", f"{{literal}}", f"{'a' if True else 'b'}")
print(str(1/7)[:10], 2 ** 100, -2 ** 2, (-2) ** 2, 10 // 3, 10 % 3, -10 // 3, 2 ** 0.5 ** 2, 7 / 7)
print(list(range(10, 0, -3)), range(5)[-1], range(0, 10, 2)[1:3], len(range(0, 100, 7)), 5 in range(0, 10, 5))
s = "The quick brown fox"
print(s.upper(), s.lower().split(), s.replace("quick", "slow"), s.startswith(("The", "A")), s.endswith("x"), s.partition(" "))
print(s.encode if False else None, "-".join(w.capitalize() for w in s.split()), s.isalpha(), "123".isdigit(), "  ".isspace())
