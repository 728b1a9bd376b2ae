# Benchmark (held-out style, after typical agent code): a tiny in-memory ORM. Field descriptors
# (__set_name__, __get__, __set__ with type validation and defaults), a Model base class that
# registers subclasses and their fields in __init_subclass__, a Table holding rows with
# unique-index maintenance, and a chained Query builder (filter with keyword lookups like
# age__gt=30 or name__startswith="A", exclude, order_by with "-field", limit, values, count,
# aggregate) that evaluates lazily. Reports group counts and sums from generated customer/orders.
import operator
import random
from collections import defaultdict


class ValidationError(Exception):
    pass


_DECLARED = {}  # model class -> fields in declaration order, filled by Field.__set_name__


class Field:
    def __init__(self, type_, default=None, nullable=False, unique=False):
        self.type = type_
        self.default = default
        self.nullable = nullable
        self.unique = unique

    def __set_name__(self, owner, name):
        self.name = name
        self.attr = "_" + name
        _DECLARED.setdefault(owner, []).append(self)

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.attr, self.default)

    def __set__(self, obj, value):
        if value is None and not self.nullable:
            raise ValidationError(f"{self.name} may not be null")
        if value is not None and not isinstance(value, self.type):
            raise ValidationError(f"{self.name} expects {self.type.__name__}, got {type(value).__name__}")
        setattr(obj, self.attr, value)


class Model:
    registry = {}

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        cls.fields = dict(getattr(cls, "fields", {}))
        cls.fields.update((f.name, f) for f in _DECLARED.pop(cls, []))
        Model.registry[cls.__name__.lower()] = cls

    def __init__(self, **values):
        for name, field in self.fields.items():
            setattr(self, name, values.pop(name, field.default))
        if values:
            raise TypeError(f"unknown fields: {', '.join(sorted(values))}")

    def as_dict(self):
        return {name: getattr(self, name) for name in self.fields}

    def __repr__(self):
        body = ", ".join(f"{k}={v!r}" for k, v in self.as_dict().items())
        return f"{type(self).__name__}({body})"


LOOKUPS = {
    "exact": operator.eq, "gt": operator.gt, "gte": operator.ge, "lt": operator.lt,
    "lte": operator.le, "in": lambda a, b: a in b, "startswith": lambda a, b: a.startswith(b),
    "contains": lambda a, b: b in a,
}


class Query:
    def __init__(self, table, preds=(), order=(), lim=None):
        self.table, self.preds, self.order, self.lim = table, preds, order, lim

    def _compile(self, negate, kwargs):
        preds = []
        for key, value in kwargs.items():
            name, _, op = key.partition("__")
            fn = LOOKUPS[op or "exact"]
            preds.append((name, fn, value, negate))
        return tuple(preds)

    def filter(self, **kw):
        return Query(self.table, self.preds + self._compile(False, kw), self.order, self.lim)

    def exclude(self, **kw):
        return Query(self.table, self.preds + self._compile(True, kw), self.order, self.lim)

    def order_by(self, *fields):
        return Query(self.table, self.preds, fields, self.lim)

    def limit(self, n):
        return Query(self.table, self.preds, self.order, n)

    def __iter__(self):
        rows = [r for r in self.table.rows.values()
                if all(fn(getattr(r, name), value) != negate for name, fn, value, negate in self.preds)]
        for field in reversed(self.order):
            desc = field.startswith("-")
            rows.sort(key=operator.attrgetter(field.lstrip("-")), reverse=desc)
        return iter(rows[: self.lim] if self.lim is not None else rows)

    def count(self):
        return sum(1 for _ in self)

    def values(self, *names):
        return [tuple(getattr(r, n) for n in names) for r in self]

    def aggregate(self, field, fn=sum):
        return fn(getattr(r, field) for r in self)


class Table:
    def __init__(self, model):
        self.model = model
        self.rows = {}
        self.next_id = 1
        self.indexes = {n: {} for n, f in model.fields.items() if f.unique}

    def insert(self, **values):
        obj = self.model(**values)
        for name, index in self.indexes.items():
            if getattr(obj, name) in index:
                raise ValidationError(f"duplicate {name}: {getattr(obj, name)!r}")
        for name, index in self.indexes.items():
            index[getattr(obj, name)] = self.next_id
        obj.id = self.next_id
        self.rows[self.next_id] = obj
        self.next_id += 1
        return obj

    def objects(self):
        return Query(self)


class Customer(Model):
    name = Field(str)
    email = Field(str, unique=True)
    age = Field(int, default=0)
    city = Field(str, nullable=True)


class Order(Model):
    customer_id = Field(int)
    total = Field(int)
    status = Field(str, default="new")


def main(n_customers=6000, n_orders=30000):
    rng = random.Random(3)
    cities = ["Oslo", "Lima", "Pune", "Kyiv", "Accra", None]
    first = ["Ada", "Bo", "Cy", "Di", "Eve", "Finn", "Gus", "Hal", "Ivy", "Jo", "Al", "Ann"]
    customers = Table(Customer)
    for i in range(n_customers):
        name = f"{rng.choice(first)} {chr(65 + i % 26)}{i}"
        customers.insert(name=name, email=f"user{i}@example.com", age=rng.randint(18, 80),
                         city=rng.choice(cities))
    orders = Table(Order)
    for _ in range(n_orders):
        orders.insert(customer_id=rng.randint(1, n_customers), total=rng.randint(100, 50000),
                      status=rng.choice(["new", "paid", "paid", "shipped", "refunded"]))
    errors = 0
    for bad in ({"name": 5, "email": "x"}, {"name": "X", "email": "user1@example.com"},
                {"name": None, "email": "y"}, {"name": "Z", "email": "z", "vip": True}):
        try:
            customers.insert(**bad)
        except (ValidationError, TypeError) as e:
            errors += 1
            print(f"rejected: {type(e).__name__}: {e}")
    q = customers.objects().filter(age__gte=30, city__in={"Oslo", "Lima"}).exclude(name__startswith="Al")
    print("customers 30+ in Oslo/Lima (not Al*):", q.count())
    for c in q.order_by("-age", "name").limit(3):
        print("  ", c)
    print("youngest:", customers.objects().order_by("age", "email").limit(2).values("name", "age"))
    paid = orders.objects().filter(status__in=("paid", "shipped"))
    print("paid orders:", paid.count(), "revenue:", paid.aggregate("total"))
    print("largest refund:", orders.objects().filter(status="refunded").aggregate("total", max))
    by_city = defaultdict(lambda: [0, 0])
    for o in paid.filter(total__gt=20000):
        c = customers.rows[o.customer_id]
        slot = by_city[c.city or "?"]
        slot[0] += 1
        slot[1] += o.total
    for city, (cnt, tot) in sorted(by_city.items()):
        print(f"  {city:<6} {cnt:5d} orders  {tot / 100:12,.2f}")
    per_status = {s: orders.objects().filter(status=s).count() for s in ("new", "paid", "shipped", "refunded")}
    print("status counts:", per_status, "errors:", errors, "models:", sorted(Model.registry))


if __name__ == "__main__":
    main()  # test: main(n_customers=100, n_orders=300)
