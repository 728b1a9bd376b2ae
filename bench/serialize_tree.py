# Benchmark (held-out style, after pyperformance's deepcopy and pickle): a hand-written tagged
# serializer for nested data and user objects (a type-dispatch table, recursion, str.join,
# escapes), a matching recursive-descent decoder, copy.deepcopy/copy.copy of the same data
# with shared references and a __deepcopy__ hook, json.dumps with default= and sort_keys, and
# structural equality checks.
import copy
import json
from functools import singledispatch


class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __eq__(self, other):
        return isinstance(other, Point) and (self.x, self.y) == (other.x, other.y)

    def __repr__(self):
        return f"Point({self.x}, {self.y})"


class Shape:
    registry = {}

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        Shape.registry[cls.__name__] = cls

    def __init__(self, name, points, meta=None):
        self.name = name
        self.points = points
        self.meta = meta or {}

    def __eq__(self, other):
        return (type(self) is type(other) and self.name == other.name
                and self.points == other.points and self.meta == other.meta)


class Polygon(Shape):
    pass


class Polyline(Shape):
    def __deepcopy__(self, memo):
        clone = Polyline(self.name, copy.deepcopy(self.points, memo), dict(self.meta))
        clone.meta["copied"] = clone.meta.get("copied", 0) + 1
        return clone


class EncodeError(TypeError):
    pass


def esc(s):
    return s.replace("\\", "\\\\").replace("|", "\\p").replace(";", "\\s")


def encode(obj, out):
    t = type(obj)
    if obj is None:
        out.append("N")
    elif t is bool:
        out.append("T" if obj else "F")
    elif t is int:
        out.append(f"i{obj}")
    elif t is float:
        out.append(f"f{obj!r}")
    elif t is str:
        out.append(f"s{len(obj)}|{esc(obj)}")
    elif t is list or t is tuple:
        out.append(("l" if t is list else "t") + str(len(obj)))
        for item in obj:
            encode(item, out)
    elif t is dict:
        out.append(f"d{len(obj)}")
        for k, v in obj.items():
            encode(k, out)
            encode(v, out)
    elif t is Point:
        out.append(f"P{obj.x!r},{obj.y!r}")
    elif isinstance(obj, Shape):
        out.append(f"S{t.__name__}")
        encode(obj.name, out)
        encode(obj.points, out)
        encode(obj.meta, out)
    else:
        raise EncodeError(f"cannot encode {t.__name__}")


def dumps(obj):
    out = []
    encode(obj, out)
    return ";".join(out)


def unesc(s):
    out = []
    i = 0
    while i < len(s):
        c = s[i]
        if c == "\\":
            nxt = s[i + 1]
            out.append({"\\": "\\", "p": "|", "s": ";"}[nxt])
            i += 2
        else:
            out.append(c)
            i += 1
    return "".join(out)


class Decoder:
    def __init__(self, text):
        self.parts = self.split(text)
        self.pos = 0

    @staticmethod
    def split(text):
        parts = []
        cur = []
        i = 0
        n = len(text)
        while i < n:
            c = text[i]
            if c == "\\":
                cur.append(text[i:i + 2])
                i += 2
                continue
            if c == ";":
                parts.append("".join(cur))
                cur = []
            else:
                cur.append(c)
            i += 1
        parts.append("".join(cur))
        return parts

    def next(self):
        tok = self.parts[self.pos]
        self.pos += 1
        tag, body = tok[0], tok[1:]
        if tag == "N":
            return None
        if tag == "T" or tag == "F":
            return tag == "T"
        if tag == "i":
            return int(body)
        if tag == "f":
            return float(body)
        if tag == "s":
            _, _, raw = body.partition("|")
            return unesc(raw)
        if tag == "l" or tag == "t":
            items = [self.next() for _ in range(int(body))]
            return items if tag == "l" else tuple(items)
        if tag == "d":
            d = {}
            for _ in range(int(body)):
                k = self.next()
                d[k] = self.next()
            return d
        if tag == "P":
            x, y = body.split(",")
            return Point(float(x) if "." in x else int(x), float(y) if "." in y else int(y))
        if tag == "S":
            cls = Shape.registry[body]
            name = self.next()
            points = self.next()
            return cls(name, points, self.next())
        raise ValueError(f"bad tag {tag!r} at {self.pos}")


@singledispatch
def to_json(obj):
    raise TypeError(f"Object of type {type(obj).__name__} is not JSON serializable")


@to_json.register(Point)
def _(obj: Point):
    return {"x": obj.x, "y": obj.y}


@to_json.register(Shape)
def _(obj: Shape):
    return {"kind": type(obj).__name__, "name": obj.name, "points": obj.points, "meta": obj.meta}


def build(seed):
    state = seed
    shared = Point(0, 0)

    def rnd(n):
        nonlocal state
        state = (state * 48271) % 2147483647
        return state % n

    shapes = []
    for i in range(40):
        pts = [Point(rnd(100), rnd(100) / 4) for _ in range(3 + rnd(6))]
        pts.append(shared)
        meta = {"id": i, "tags": [f"t{rnd(9)}" for _ in range(rnd(4))],
                "label": f"shape;{i}|x\\y", "visible": rnd(2) == 1, "weight": None}
        cls = Polygon if i % 3 else Polyline
        shapes.append(cls(f"s{i}", pts, meta))
    doc = {"version": (1, 2, 3), "shapes": shapes, "index": {s.name: n for n, s in enumerate(shapes)},
           "empty": [], "nested": [[[i, -i, i * 0.5] for i in range(5)] for _ in range(4)]}
    return doc


def main():
    total_len = 0
    for seed in range(1, 81):
        doc = build(seed)
        text = dumps(doc)
        total_len += len(text)
        back = Decoder(text).next()
        assert back == doc, seed
        clone = copy.deepcopy(doc)
        assert clone["shapes"][1].points[-1] is clone["shapes"][2].points[-1]
        assert clone["shapes"][1].points[-1] is not doc["shapes"][1].points[-1]
        shallow = copy.copy(doc)
        assert shallow["shapes"] is doc["shapes"]
        js = json.dumps(doc, default=to_json, sort_keys=True)
        total_len += len(js)
        again = json.loads(js)
    print("total", total_len)
    print(text[:150])
    print(js[:150])
    print(clone["shapes"][0].meta, type(clone["shapes"][0]).__name__)
    print(sorted(Shape.registry), again["version"], again["shapes"][3]["points"][:2])
    try:
        dumps({"bad": {1, 2}})
    except EncodeError as e:
        print("EncodeError:", e)
    try:
        json.dumps({"s": {1}}, default=to_json)
    except TypeError as e:
        print("TypeError:", e)
    print(Decoder.split("a\\;b;c;;d"))


main()
