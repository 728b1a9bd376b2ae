# Benchmark (held-out style, after typical agent code): a plugin framework. Plugins register
# themselves through __init_subclass__ with class keyword arguments; decorators built with
# functools.wraps add retries, argument validation and call counting around methods and take
# *args/**kwargs; a classmethod factory builds plugins from config dicts; functools.lru_cache
# memoizes a pure helper; a pipeline of plugins transforms records and a report sums the stats.
import functools
import random


class ValidationError(Exception):
    pass


class TransientError(Exception):
    pass


CALLS = {}


def counted(fn):
    name = fn.__qualname__

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        CALLS[name] = CALLS.get(name, 0) + 1
        return fn(*args, **kwargs)
    return wrapper


def retry(times=3, on=(TransientError,)):
    def decorate(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            last = None
            for attempt in range(times):
                try:
                    return fn(*args, attempt=attempt, **kwargs)
                except on as exc:
                    last = exc
            raise last
        return wrapper
    return decorate


def validate(**checks):
    def decorate(fn):
        @functools.wraps(fn)
        def wrapper(self, record, **kwargs):
            for key, check in checks.items():
                if key in record and not check(record[key]):
                    raise ValidationError(f"{fn.__name__}: bad {key}={record[key]!r}")
            return fn(self, record, **kwargs)
        return wrapper
    return decorate


class Plugin:
    registry = {}

    def __init_subclass__(cls, name=None, priority=50, **kwargs):
        super().__init_subclass__(**kwargs)
        cls.plugin_name = name or cls.__name__.lower()
        cls.priority = priority
        Plugin.registry[cls.plugin_name] = cls

    def __init__(self, **options):
        self.options = options
        self.seen = 0

    @classmethod
    def from_config(cls, config):
        kind = config["kind"]
        options = {k: v for k, v in config.items() if k != "kind"}
        return cls.registry[kind](**options)

    def __repr__(self):
        opts = ", ".join(f"{k}={v!r}" for k, v in sorted(self.options.items()))
        return f"{type(self).__name__}({opts})"

    def process(self, record, **kwargs):
        raise NotImplementedError


@functools.lru_cache(maxsize=256)
def slugify(text):
    out = []
    for ch in text.lower():
        if ch.isalnum():
            out.append(ch)
        elif out and out[-1] != "-":
            out.append("-")
    return "".join(out).strip("-")


class Normalize(Plugin, name="normalize", priority=10):
    @counted
    @validate(name=lambda v: isinstance(v, str) and v.strip() != "")
    def process(self, record, **kwargs):
        self.seen += 1
        record = dict(record)
        record["name"] = record["name"].strip().title()
        record["slug"] = slugify(record["name"])
        return record


class PriceRule(Plugin, name="price", priority=20):
    @counted
    @validate(price=lambda v: v >= 0, qty=lambda v: 0 < v < 1000)
    def process(self, record, **kwargs):
        self.seen += 1
        rate = self.options.get("tax", 0)
        gross = record["price"] * record["qty"]
        record = {**record, "gross": gross, "tax": gross * rate // 100}
        return record


class Enrich(Plugin, name="enrich", priority=30):
    def __init__(self, **options):
        super().__init__(**options)
        self.rng = random.Random(options.get("seed", 0))

    @counted
    @retry(times=4)
    def process(self, record, attempt=0, **kwargs):
        if self.rng.random() < self.options.get("flaky", 0.0):
            raise TransientError(f"lookup failed for {record['slug']} (attempt {attempt})")
        self.seen += 1
        region = ["north", "south", "east", "west"][len(record["slug"]) % 4]
        return {**record, "region": region, "attempts": attempt + 1}


class Tagger(Plugin, priority=40):
    @counted
    def process(self, record, **kwargs):
        self.seen += 1
        tags = set(kwargs.get("default_tags", ()))
        if record["gross"] > 5000:
            tags.add("big")
        if record["qty"] >= 10:
            tags.add("bulk")
        tags.add(record["region"])
        return {**record, "tags": tuple(sorted(tags))}


class Pipeline:
    def __init__(self, configs):
        self.plugins = sorted((Plugin.from_config(c) for c in configs),
                              key=lambda p: (p.priority, p.plugin_name))

    def run(self, records, **kwargs):
        done, failed = [], {}
        for rec in records:
            try:
                for plugin in self.plugins:
                    rec = plugin.process(rec, **kwargs)
            except (ValidationError, TransientError) as exc:
                key = type(exc).__name__
                failed[key] = failed.get(key, 0) + 1
                continue
            done.append(rec)
        return done, failed


ADJ = ["red", "quick", "silent", "golden", "rusty", "tiny", "grand", "lucky"]
NOUN = ["widget", "gadget", "lamp", "kettle", "anchor", "compass", "ladder", "basket"]


def make_records(rng, n):
    for i in range(n):
        name = f"  {rng.choice(ADJ)} {rng.choice(NOUN)} {i % 37} "
        if i % 97 == 0:
            name = "   "
        yield {"id": i, "name": name, "price": rng.randrange(-5, 900), "qty": rng.choice([1, 2, 3, 5, 12, 0])}


def main(n=20000):
    rng = random.Random(31337)
    configs = [{"kind": "tagger"}, {"kind": "enrich", "flaky": 0.3, "seed": 5},
               {"kind": "price", "tax": 8}, {"kind": "normalize"}]
    pipe = Pipeline(configs)
    print("plugins:", pipe.plugins)
    print("registry:", sorted(Plugin.registry))
    done, failed = pipe.run(make_records(rng, n), default_tags=("shop",))
    print(f"done {len(done)}, failed {sorted(failed.items())}")
    by_region = {}
    for rec in done:
        agg = by_region.setdefault(rec["region"], [0, 0, 0])
        agg[0] += 1
        agg[1] += rec["gross"]
        agg[2] += rec["tax"]
    for region, (count, gross, tax) in sorted(by_region.items()):
        print(f"{region:<6} {count:5d} {gross / 100:12,.2f} {tax / 100:10,.2f}")
    tag_counts = {}
    for rec in done:
        for t in rec["tags"]:
            tag_counts[t] = tag_counts.get(t, 0) + 1
    print("tags:", sorted(tag_counts.items(), key=lambda kv: (-kv[1], kv[0])))
    print("calls:", sorted(CALLS.items()))
    print("seen:", [(p.plugin_name, p.seen) for p in pipe.plugins])
    info = slugify.cache_info()
    print("slug cache:", info.hits, info.misses, info.currsize)
    print("wrapped name:", Normalize.process.__name__, Enrich.process.__wrapped__.__name__)
    retries = sum(rec["attempts"] - 1 for rec in done)
    print("retries:", retries, "sample:", done[0]["slug"], done[-1]["tags"])


if __name__ == "__main__":
    main()  # test: main(n=300)
