# Benchmark (held-out style, after typical agent code): a tiny column-oriented DataFrame. Columns
# are a dict of lists; rows are materialised as dicts on demand; the class offers filter with a
# predicate over row dicts, boolean masks via list comprehensions, select, with_column (computed
# with map/zip), sort_by with a multi-column key (and descending via reverse passes), group_by
# with aggregations (sum, mean, min, max, count, n_unique), an inner/left hash join, pivot into
# a nested dict and a fixed-width to_string with per-column widths. Sales data is generated and
# queried; the queries' tables are printed.
import random


class DataFrame:
    def __init__(self, columns):
        lengths = {len(v) for v in columns.values()}
        if len(lengths) > 1:
            raise ValueError(f"ragged columns: {sorted(lengths)}")
        self.columns = {k: list(v) for k, v in columns.items()}
        self.n = lengths.pop() if lengths else 0

    @classmethod
    def from_rows(cls, rows, names):
        return cls({name: [row[name] for row in rows] for name in names})

    def __len__(self):
        return self.n

    def __getitem__(self, name):
        return self.columns[name]

    def rows(self):
        names = list(self.columns)
        for values in zip(*self.columns.values()):
            yield dict(zip(names, values))

    def take(self, idx):
        return DataFrame({k: [col[i] for i in idx] for k, col in self.columns.items()})

    def filter(self, pred):
        return self.take([i for i, row in enumerate(self.rows()) if pred(row)])

    def mask(self, flags):
        return self.take([i for i, f in enumerate(flags) if f])

    def select(self, *names):
        return DataFrame({k: self.columns[k] for k in names})

    def with_column(self, name, func, *sources):
        cols = [self.columns[s] for s in sources]
        out = DataFrame(self.columns)
        out.columns[name] = list(map(func, *cols))
        return out

    def sort_by(self, *keys):
        idx = list(range(self.n))
        for key in reversed(keys):
            desc = key.startswith("-")
            col = self.columns[key.lstrip("-")]
            idx.sort(key=col.__getitem__, reverse=desc)
        return self.take(idx)

    def group_by(self, keys, aggs):
        groups = {}
        key_cols = [self.columns[k] for k in keys]
        for i in range(self.n):
            groups.setdefault(tuple(col[i] for col in key_cols), []).append(i)
        out = {k: [] for k in keys}
        for name, (src, fn) in aggs.items():
            out[name] = []
        for gkey, idx in groups.items():
            for k, v in zip(keys, gkey):
                out[k].append(v)
            for name, (src, fn) in aggs.items():
                values = [self.columns[src][i] for i in idx]
                out[name].append(AGGS[fn](values))
        return DataFrame(out)

    def join(self, other, on, how="inner"):
        index = {}
        for i, key in enumerate(other.columns[on]):
            index.setdefault(key, []).append(i)
        extra = [k for k in other.columns if k != on]
        out = {k: [] for k in list(self.columns) + extra}
        for i, key in enumerate(self.columns[on]):
            matches = index.get(key)
            if not matches and how == "left":
                matches = [None]
            for j in matches or ():
                for k, col in self.columns.items():
                    out[k].append(col[i])
                for k in extra:
                    out[k].append(None if j is None else other.columns[k][j])
        return DataFrame(out)

    def pivot(self, row_key, col_key, value):
        table = {}
        for r, c, v in zip(self.columns[row_key], self.columns[col_key], self.columns[value]):
            table.setdefault(r, {})[c] = table.get(r, {}).get(c, 0) + v
        return table

    def to_string(self, limit=8):
        names = list(self.columns)
        cells = [[fmt(v) for v in self.columns[k][:limit]] for k in names]
        widths = [max([len(k)] + [len(c) for c in col]) for k, col in zip(names, cells)]
        lines = ["  ".join(k.rjust(w) for k, w in zip(names, widths))]
        for r in range(min(limit, self.n)):
            lines.append("  ".join(col[r].rjust(w) for col, w in zip(cells, widths)))
        if self.n > limit:
            lines.append(f"... {self.n - limit} more rows")
        return "\n".join(lines)


def fmt(v):
    if isinstance(v, float):
        return f"{v:,.2f}"
    return "NA" if v is None else str(v)


AGGS = {"sum": sum, "min": min, "max": max, "count": len,
        "mean": lambda xs: sum(xs) / len(xs), "n_unique": lambda xs: len(set(xs))}


def make_sales(rng, n):
    regions = ["north", "south", "east", "west"]
    products = [f"P{i:02d}" for i in range(24)]
    rows = []
    for i in range(n):
        rows.append({"order": 10000 + i, "region": rng.choice(regions), "product": rng.choice(products),
                     "qty": rng.randint(1, 20), "price": round(rng.uniform(2.0, 90.0), 2),
                     "month": 1 + i * 12 // n, "customer": f"C{rng.randint(1, 400):03d}"})
    return DataFrame.from_rows(rows, ["order", "region", "product", "qty", "price", "month", "customer"])


def main(n=30000, seed=5):
    rng = random.Random(seed)
    sales = make_sales(rng, n)
    products = DataFrame({"product": [f"P{i:02d}" for i in range(0, 24, 2)],
                          "category": ["tools", "toys", "food", "books"] * 3})
    sales = sales.with_column("revenue", lambda q, p: round(q * p, 2), "qty", "price")
    print("rows:", len(sales), "revenue:", f"{sum(sales['revenue']):,.2f}")
    big = sales.filter(lambda r: r["qty"] >= 15 and r["region"] != "west")
    print("big orders:", len(big))
    print(big.sort_by("-revenue", "order").select("order", "region", "product", "revenue").to_string(5))
    by_region = sales.group_by(["region"], {"orders": ("order", "count"), "revenue": ("revenue", "sum"),
                                            "avg_qty": ("qty", "mean"), "customers": ("customer", "n_unique")})
    print(by_region.sort_by("region").to_string())
    joined = sales.join(products, "product", how="left")
    cats = joined.with_column("category", lambda c: c or "other", "category")
    by_cat = cats.group_by(["category", "month"], {"revenue": ("revenue", "sum"), "max_qty": ("qty", "max")})
    print(by_cat.sort_by("-revenue").to_string(6))
    inner = sales.join(products, "product")
    print("inner join rows:", len(inner), "left join rows:", len(joined))
    pivot = cats.pivot("category", "region", "qty")
    for cat in sorted(pivot):
        print(f"{cat:<6}", " ".join(f"{r}={pivot[cat][r]:>6}" for r in sorted(pivot[cat])))
    mask = [q % 7 == 0 for q in sales["qty"]]
    sevens = sales.mask(mask)
    print("qty multiple of 7:", len(sevens), "mean price:", f"{sum(sevens['price']) / len(sevens):.3f}")
    try:
        DataFrame({"a": [1, 2], "b": [1]})
    except ValueError as exc:
        print("error:", exc)


if __name__ == "__main__":
    main()  # test: main(n=300)
