# string.Formatter: format/vformat, parse, field names with attributes and indexes, conversions,
# nested specs, numbering rules, overridden hooks, and the ValueErrors.
from string import Formatter


class P:
    def __init__(self):
        self.y = [10, 20]


f = Formatter()
print(f.format("{0}-{x}", 1, x=2), f.format("{}/{}", "a", "b"), f.format("{p.y[1]:>5}|", p=P()))
print(f.format("{0!r:^9}{1!s}{2!a}", "hi", 3, "é"), f.format("{:{w}.{p}f}", 3.14159, w=8, p=2))
print(f.vformat("{a}{b[k]}", (), {"a": 1, "b": {"k": "v"}}), f.format("{{lit}} {0}", 9))
print(list(f.parse("a{{b}}c{x!r:>{w}}d{}{0[1].y}")), list(f.parse("")), list(f.parse("x}}")))


class Upper(Formatter):
    def format_field(self, value, spec):
        return super().format_field(value, spec).upper()

    def get_value(self, key, args, kwargs):
        if isinstance(key, str) and key not in kwargs:
            return "<" + key + ">"
        return super().get_value(key, args, kwargs)


class Strict(Formatter):
    def check_unused_args(self, used, args, kwargs):
        extra = set(kwargs) - used
        if extra:
            raise KeyError(sorted(extra))


print(Upper().format("{name} is {missing}", name="bob"))
for fs, a, k in [("a}b", (), {}), ("a{b", (), {}), ("{x!}", (), {}), ("{x!rr}", (), {"x": 1}),
                 ("{0}{}", (1, 2), {}), ("{}{0}", (1, 2), {}), ("{x!q}", (), {"x": 1}),
                 ("{0:{1:{2:{3}}}}", (1, 2, 3, 4), {}), ("{", (), {}), ("{9}", (1,), {}),
                 ("{zz}", (), {})]:
    try:
        print(repr(Formatter().vformat(fs, a, k)))
    except (ValueError, IndexError, KeyError) as e:
        print(type(e).__name__, e)
try:
    Strict().format("{a}", a=1, b=2)
except KeyError as e:
    print("KeyError", e)
