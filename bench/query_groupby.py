# Benchmark (held-out style, after typical agent code): a tiny in-memory query engine over rows
# as dicts. A fluent Query builder (where/join/group_by/having/order_by/limit/select) records
# steps and runs them lazily as generator stages; predicates come from a small expression
# language of column comparisons combined with & and | (operator overloading on Col/Cond
# objects, Cond.__call__ evaluating a row); joins are hash joins on a key (inner and left);
# aggregates (count, sum, avg, min, max, count_distinct) are classes with init/step/final;
# group keys are tuples; order_by takes several keys with descending flags by stable sorts;
# results are printed as aligned text and cross-checked against hand-written loops.
import operator
import random
from collections import defaultdict


class Cond:
    __slots__ = ("fn", "text")

    def __init__(self, fn, text):
        self.fn = fn
        self.text = text

    def __call__(self, row):
        return self.fn(row)

    def __and__(self, other):
        f, g = self.fn, other.fn
        return Cond(lambda r: f(r) and g(r), "(%s AND %s)" % (self.text, other.text))

    def __or__(self, other):
        f, g = self.fn, other.fn
        return Cond(lambda r: f(r) or g(r), "(%s OR %s)" % (self.text, other.text))

    def __invert__(self):
        f = self.fn
        return Cond(lambda r: not f(r), "NOT %s" % self.text)


class Col:
    __slots__ = ("name",)

    def __init__(self, name):
        self.name = name

    def _cmp(self, op, sym, value):
        name = self.name
        return Cond(lambda r: op(r[name], value), "%s %s %r" % (name, sym, value))

    def __eq__(self, v):
        return self._cmp(operator.eq, "=", v)

    def __ne__(self, v):
        return self._cmp(operator.ne, "!=", v)

    def __lt__(self, v):
        return self._cmp(operator.lt, "<", v)

    def __le__(self, v):
        return self._cmp(operator.le, "<=", v)

    def __gt__(self, v):
        return self._cmp(operator.gt, ">", v)

    def __ge__(self, v):
        return self._cmp(operator.ge, ">=", v)

    def isin(self, values):
        name = self.name
        vs = frozenset(values)
        return Cond(lambda r: r[name] in vs, "%s IN %d values" % (name, len(vs)))

    def startswith(self, prefix):
        name = self.name
        return Cond(lambda r: r[name].startswith(prefix), "%s LIKE '%s%%'" % (name, prefix))

    __hash__ = None


class Agg:
    def __init__(self, col=None, alias=None):
        self.col = col
        self.alias = alias or "%s_%s" % (type(self).__name__.lower(), col or "all")


class Count(Agg):
    def init(self):
        return 0

    def step(self, acc, row):
        return acc + 1

    def final(self, acc):
        return acc


class Sum(Agg):
    def init(self):
        return 0

    def step(self, acc, row):
        return acc + row[self.col]

    def final(self, acc):
        return acc


class Avg(Agg):
    def init(self):
        return [0, 0]

    def step(self, acc, row):
        acc[0] += row[self.col]
        acc[1] += 1
        return acc

    def final(self, acc):
        return round(acc[0] / acc[1], 2) if acc[1] else None


class Min(Agg):
    def init(self):
        return None

    def step(self, acc, row):
        v = row[self.col]
        return v if acc is None or v < acc else acc

    def final(self, acc):
        return acc


class Max(Min):
    def step(self, acc, row):
        v = row[self.col]
        return v if acc is None or v > acc else acc


class CountDistinct(Agg):
    def init(self):
        return set()

    def step(self, acc, row):
        acc.add(row[self.col])
        return acc

    def final(self, acc):
        return len(acc)


class Query:
    def __init__(self, source):
        self.source = source
        self.steps = []

    def _add(self, *step):
        q = Query(self.source)
        q.steps = self.steps + [step]
        return q

    def where(self, cond):
        return self._add("where", cond)

    def join(self, other, left_key, right_key, how="inner", prefix="r_"):
        return self._add("join", other, left_key, right_key, how, prefix)

    def group_by(self, keys, *aggs):
        return self._add("group", tuple(keys), aggs)

    def having(self, cond):
        return self._add("where", cond)

    def order_by(self, *keys):
        return self._add("order", keys)

    def limit(self, n):
        return self._add("limit", n)

    def select(self, *cols):
        return self._add("select", cols)

    def explain(self):
        parts = []
        for step in self.steps:
            if step[0] == "where":
                parts.append("WHERE " + step[1].text)
            elif step[0] == "group":
                parts.append("GROUP BY %s [%s]" % (",".join(step[1]),
                                                   ",".join(a.alias for a in step[2])))
            else:
                parts.append(step[0].upper())
        return " | ".join(parts)

    def run(self):
        rows = iter(self.source)
        for step in self.steps:
            rows = getattr(self, "_run_" + step[0])(rows, *step[1:])
        return list(rows)

    @staticmethod
    def _run_where(rows, cond):
        return (r for r in rows if cond(r))

    @staticmethod
    def _run_join(rows, other, lk, rk, how, prefix):
        index = defaultdict(list)
        for r in other:
            index[r[rk]].append(r)
        empty = {prefix + k: None for k in (other[0] if other else {})}

        def gen():
            for row in rows:
                matches = index.get(row[lk])
                if matches:
                    for m in matches:
                        out = dict(row)
                        for k, v in m.items():
                            out[prefix + k] = v
                        yield out
                elif how == "left":
                    out = dict(row)
                    out.update(empty)
                    yield out
        return gen()

    @staticmethod
    def _run_group(rows, keys, aggs):
        groups = {}
        for row in rows:
            key = tuple(row[k] for k in keys)
            accs = groups.get(key)
            if accs is None:
                accs = groups[key] = [a.init() for a in aggs]
            for i, a in enumerate(aggs):
                accs[i] = a.step(accs[i], row)
        for key, accs in groups.items():
            out = dict(zip(keys, key))
            for a, acc in zip(aggs, accs):
                out[a.alias] = a.final(acc)
            yield out

    @staticmethod
    def _run_order(rows, keys):
        rows = list(rows)
        for key in reversed(keys):
            desc = key.startswith("-")
            name = key.lstrip("-")
            rows.sort(key=lambda r: (r[name] is None, r[name]), reverse=desc)
        return rows

    @staticmethod
    def _run_limit(rows, n):
        for i, r in enumerate(rows):
            if i >= n:
                return
            yield r

    @staticmethod
    def _run_select(rows, cols):
        return ({c: r[c] for c in cols} for r in rows)


def show(title, rows, cols):
    print("--", title, "(%d rows)" % len(rows))
    widths = [max(len(c), *(len(str(r[c])) for r in rows)) if rows else len(c) for c in cols]
    print("  " + " ".join(c.ljust(w) for c, w in zip(cols, widths)))
    for r in rows[:6]:
        print("  " + " ".join(str(r[c]).ljust(w) for c, w in zip(cols, widths)))


REGIONS = ["north", "south", "east", "west"]
CATS = ["books", "games", "garden", "music", "tools", "toys"]


def make_data(rng, n_orders, n_customers, n_products):
    customers = [{"cid": i, "name": "cust%03d" % i, "region": rng.choice(REGIONS),
                  "tier": rng.choice(("gold", "silver", "basic", "basic"))}
                 for i in range(n_customers)]
    products = [{"pid": i, "cat": rng.choice(CATS), "price": rng.randint(3, 250)}
                for i in range(n_products)]
    orders = []
    for i in range(n_orders):
        p = rng.choice(products)
        qty = rng.randint(1, 6)
        orders.append({"oid": i, "cid": rng.randrange(n_customers + 5), "pid": p["pid"],
                       "qty": qty, "day": rng.randint(1, 90),
                       "total": qty * p["price"] - rng.choice((0, 0, 0, 5, 10))})
    return customers, products, orders


def main(n_orders=12000, n_customers=400, n_products=150):
    rng = random.Random(4242)
    customers, products, orders = make_data(rng, n_orders, n_customers, n_products)
    base = Query(orders).join(products, "pid", "pid", prefix="p_")

    q1 = (base.group_by(["p_cat"], Count(alias="n"), Sum("total", "revenue"), Avg("qty"),
                        Max("total"), CountDistinct("cid", "buyers"))
          .order_by("-revenue"))
    r1 = q1.run()
    show(q1.explain(), r1, ["p_cat", "n", "revenue", "avg_qty", "max_total", "buyers"])
    check = defaultdict(int)
    price = {p["pid"]: p for p in products}
    for o in orders:
        check[price[o["pid"]]["cat"]] += o["total"]
    assert {r["p_cat"]: r["revenue"] for r in r1} == dict(check)

    q2 = (base.join(customers, "cid", "cid", how="left", prefix="c_")
          .where((Col("day") <= 45) & ((Col("c_tier") == "gold") | (Col("qty") >= 5)))
          .group_by(["c_region", "c_tier"], Count(alias="n"), Sum("total", "revenue"))
          .having(Col("n") > 3)
          .order_by("c_region", "-revenue"))
    r2 = q2.run()
    show(q2.explain(), r2, ["c_region", "c_tier", "n", "revenue"])

    q3 = (Query(orders).where(Col("cid").isin(range(0, n_customers, 7)) & ~(Col("total") < 100))
          .group_by(["cid"], Count(alias="n"), Min("day", "first"), Max("day", "last"),
                    Sum("total", "spent"))
          .order_by("-spent", "cid").limit(8))
    r3 = q3.run()
    show(q3.explain(), r3, ["cid", "n", "first", "last", "spent"])

    weekly = (base.group_by(["p_cat"], Sum("qty", "units")).order_by("p_cat")).run()
    by_week = defaultdict(int)
    for o in orders:
        by_week[(o["day"] - 1) // 7] += o["total"]
    print("weeks", len(by_week), "best week", max(by_week.items(), key=lambda kv: kv[1]))
    print("units", [(r["p_cat"], r["units"]) for r in weekly])

    q4 = (Query(customers).join(orders, "cid", "cid", how="left", prefix="o_")
          .where(Col("name").startswith("cust0"))
          .group_by(["region"], Count(alias="rows"), CountDistinct("o_oid", "orders"))
          .order_by("region").select("region", "rows", "orders"))
    show(q4.explain(), q4.run(), ["region", "rows", "orders"])
    total = 0
    for q in (q1, q2, q3, q4):
        for row in q.run():
            for v in row.values():
                if isinstance(v, int):
                    total = (total * 31 + v) % 1000000007
    print("checksum", total)


if __name__ == "__main__":
    main()  # test: main(n_orders=300, n_customers=30, n_products=12)
