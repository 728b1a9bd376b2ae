# collections, differential: seeded random Counters through every operator (binary, in-place,
# unary, comparisons), most_common ties, elements, update/subtract from each kind of input;
# OrderedDict move_to_end/popitem/equality against a list model; deque operations against a
# list model (maxlen, rotate, index/insert/remove, errors); namedtuple's API and errors;
# ChainMap's lookups and writes; defaultdict's factory and repr.
import random
from collections import ChainMap, Counter, OrderedDict, defaultdict, deque, namedtuple


def attempt(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, type(e).__name__, e)


rng = random.Random(3)
for trial in range(25):
    a = Counter({k: rng.randint(-3, 4) for k in rng.sample("abcdefg", rng.randint(0, 6))})
    b = Counter(rng.choice("abcdefgh") for _ in range(rng.randint(0, 9)))
    print(trial, a, b, a + b, a - b, a | b, a & b, +a, -a)
    print(a == b, a != b, a <= b, a < b, a >= b, a > b, a.total(), b.total())
    print(a.most_common(), a.most_common(2), b.most_common(0), b.most_common(-1),
          sorted(b.elements()), list(a.elements()))
    for op in ("+=", "-=", "|=", "&="):
        c = a.copy()
        if op == "+=":
            c += b
        elif op == "-=":
            c -= b
        elif op == "|=":
            c |= b
        else:
            c &= b
        print(op, c, type(c).__name__)
    c = a.copy()
    c.update(b)
    c.update("aab", x=2)
    c.subtract({"a": 10})
    c.subtract("bz", y=1)
    print(c, c["missing"], "missing" in c)
    del c["nothere"]
    del c["a"]
    print(c)
print(repr(Counter()), Counter("abracadabra").most_common(3), Counter(a=1) == Counter(a=1, b=0))
print(Counter(a=1) == {"a": 1}, Counter(a=0) == Counter(), Counter(a=1) < Counter(a=1, b=1))
attempt("fromkeys", lambda: Counter.fromkeys("ab"))
attempt("add-dict", lambda: Counter() + {})
attempt("mixed-repr", lambda: repr(Counter({1: "a", 2: 3})))


class Sub(Counter):
    pass


print(repr(Sub("aab")), type(Sub("ab") + Sub("b")).__name__, type(Sub("a").copy()).__name__)

od = OrderedDict()
model = []
for step in range(60):
    op = rng.random()
    k = rng.choice("pqrstu")
    if op < 0.4:
        od[k] = step
        if k not in model:
            model.append(k)
    elif op < 0.6 and k in od:
        last = rng.random() < 0.5
        od.move_to_end(k, last=last)
        model.remove(k)
        if last:
            model.append(k)
        else:
            model.insert(0, k)
    elif op < 0.75 and od:
        last = rng.random() < 0.5
        item = od.popitem(last=last)
        model.remove(model[-1] if last else model[0])
        print("pop", item)
    elif op < 0.85 and k in od:
        del od[k]
        model.remove(k)
    assert list(od) == model
print(od, list(od.items()) == [(k, od[k]) for k in model])
o1, o2 = OrderedDict(a=1, b=2), OrderedDict(b=2, a=1)
print(o1 == o2, dict(o1) == dict(o2), o1 == dict(o2), o1 != o2, repr(OrderedDict()))
print(OrderedDict.fromkeys("xyz", 0), o1.copy(), type(o1.copy()).__name__)
attempt("od-move-missing", lambda: OrderedDict().move_to_end("q"))
attempt("od-pop-empty", lambda: OrderedDict().popitem())

for trial in range(12):
    maxlen = rng.choice([None, None, 0, 1, 4])
    d = deque(maxlen=maxlen)
    m = []

    def trim_right():
        while maxlen is not None and len(m) > maxlen:
            m.pop(0)

    def trim_left():
        while maxlen is not None and len(m) > maxlen:
            m.pop()

    for step in range(25):
        op = rng.randrange(9)
        v = rng.randint(0, 5)
        if op == 0:
            d.append(v); m.append(v); trim_right()
        elif op == 1:
            d.appendleft(v); m.insert(0, v); trim_left()
        elif op == 2 and m:
            assert d.pop() == m.pop()
        elif op == 3 and m:
            assert d.popleft() == m.pop(0)
        elif op == 4:
            r = rng.randint(-7, 7)
            d.rotate(r)
            if m:
                r %= len(m)
                m[:] = m[-r:] + m[:-r] if r else m
        elif op == 5:
            xs = [rng.randint(0, 5) for _ in range(3)]
            d.extend(xs); m.extend(xs); trim_right()
        elif op == 6:
            xs = [rng.randint(0, 5) for _ in range(3)]
            d.extendleft(xs)
            for x in xs:
                m.insert(0, x)
            trim_left()
        elif op == 7 and v in m:
            d.remove(v); m.remove(v)
        elif op == 8 and m:
            i = rng.randrange(-len(m), len(m))
            assert d[i] == m[i]
            d[i] = v
            m[i] = v
        assert list(d) == m, (list(d), m)
    print(d, d.maxlen, len(d), d.count(3), 3 in d, list(reversed(d)))
    if maxlen is None:
        d.insert(1, 99)
        m.insert(1, 99)
        print(d.index(99), d == deque(m), d < deque(m + [0]), d + deque([7]), d * 2)
d = deque([1, 2, 3], 3)
attempt("dq-insert-full", lambda: d.insert(0, 5))
attempt("dq-index-missing", lambda: d.index(9))
attempt("dq-remove-missing", lambda: d.remove(9))
attempt("dq-getitem", lambda: d[5])
attempt("dq-pop-empty", lambda: deque().pop())
attempt("dq-popleft-empty", lambda: deque().popleft())
attempt("dq-neg-maxlen", lambda: deque([], -1))
attempt("dq-add-list", lambda: d + [1])
print(d.index(2, 1), d.index(3, -1), d.copy(), repr(deque()), deque("ab", maxlen=5))
d.reverse()
d.clear()
print(d, bool(d))

P = namedtuple("P", "x y, z", defaults=[0])
p = P(1, 2)
print(p, P._fields, P._field_defaults, p._asdict(), p._replace(z=5), P._make([4, 5, 6]),
      p.x + p.y, p == (1, 2, 0), P.__doc__, P.__name__)
attempt("nt-replace-bad", lambda: p._replace(w=1))
attempt("nt-toofew", lambda: P())
attempt("nt-toomany", lambda: P(1, 2, 3, 4))
attempt("nt-dupkw", lambda: P(1, x=1, y=2))
attempt("nt-badkw", lambda: P(1, 2, q=3))
attempt("nt-make-short", lambda: P._make([1]))
attempt("nt-under", lambda: namedtuple("Q", "_a b"))
attempt("nt-kw", lambda: namedtuple("Q", "a def"))
attempt("nt-dup", lambda: namedtuple("Q", "a a"))
attempt("nt-ident", lambda: namedtuple("Q", "a 1b"))
attempt("nt-typename", lambda: namedtuple("class", "a"))
attempt("nt-defaults", lambda: namedtuple("Q", "a", defaults=[1, 2]))
R = namedtuple("R", ["a", "def", "a", "_x", "ok"], rename=True)
print(R._fields, R(*range(5)), namedtuple("E", "")(), namedtuple("M", "a", module="mod").__module__)

base = {"a": 1, "b": 2}
cm = ChainMap({"b": 20}, base)
print(cm["a"], cm["b"], cm.get("c", 0), len(cm), sorted(cm), "a" in cm, bool(ChainMap({})))
cm["c"] = 3
del cm["b"]
print(cm, cm.maps, dict(cm.items()) == {"a": 1, "b": 2, "c": 3}, list(cm.keys()))
child = cm.new_child({"z": 26})
print(child, child.parents, child.pop("z"), child.pop("nope", None))
attempt("cm-del-missing", lambda: cm.__delitem__("a"))
attempt("cm-missing", lambda: cm["q"])
attempt("cm-popitem-empty", lambda: ChainMap({}, {"a": 1}).popitem())
print(cm == {"a": 1, "b": 2, "c": 3}, cm.copy(), cm.setdefault("k", 4), cm.maps[0])

dd = defaultdict(list)
for w in "apple bob apricot banana cherry".split():
    dd[w[0]].append(w)
print(dd, dd.default_factory, dict(dd), dd["x"], len(dd), repr(defaultdict()))
dd2 = dd.copy()
print(type(dd2).__name__, dd2 == dd, dd2.default_factory is list)
attempt("dd-noncallable", lambda: defaultdict(5))
attempt("dd-none-missing", lambda: defaultdict(None)["k"])
print(defaultdict(int, {"a": 1}, b=2), defaultdict(lambda: "v", [("k", 1)])["q"])
cm = ChainMap(Counter("aab"), defaultdict(int), {"z": 1})
print(cm["a"], cm["q"], cm["z"], cm.maps)
cm2 = ChainMap({"a": 1}, {"b": 2})
print(cm2 | {"c": 3}, {"d": 4} | cm2, cm2.pop("a"), cm2.pop("b", "dflt"))
cm2 |= {"e": 5}
print(cm2, cm2.keys(), cm2.items(), cm2.values(), len(cm2), list(cm2.values()), ("e", 5) in cm2.items())
attempt("cm-pop-missing", lambda: cm2.pop("b"))
attempt("cm-or-bad", lambda: cm2 | 5)


class DD(defaultdict):
    pass


print(type(DD(list).copy()).__name__, repr(DD(int, a=1)), DD(int).copy().default_factory)
print(Counter(a=True).__pos__(), Counter(a=1) | Counter(a=1.0), Counter(a=1) & Counter(a=1.0),
      Counter(a=1.0) | Counter(a=1), Counter(a=1.0) & Counter(a=1))
