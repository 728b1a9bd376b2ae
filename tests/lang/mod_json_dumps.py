# json.dumps: separators, indent, sort_keys, ensure_ascii, key coercion, default=, errors.
import json

data = {"name": "Ada", "age": 36, "langs": ["en", "fr"], "ok": True, "none": None,
        "score": 9.5, "nested": {"b": [1, 2, {"c": []}], "a": {}}, "big": 2 ** 100}
print(json.dumps(data))
print(json.dumps(data, indent=2))
print(json.dumps(data, indent=0))
print(json.dumps(data, indent="\t", sort_keys=True))
print(json.dumps(data, separators=(",", ":")))
print(json.dumps(data, indent=4, separators=(", ", " = ")))
print(json.dumps([1, [2, [3, []]], {}], indent=3))
print(json.dumps("héllo \u2603 \U0001F600 \x00 \x1f \x7f \"q\" \\ / \n\t\r\b\f"))
print(json.dumps("héllo \u2603 \U0001F600 \x00 \x1f \x7f", ensure_ascii=False))
print(json.dumps([1e16, 1e-5, 0.1, -0.0, 1.0, 123456789.0, 1e300, 3.14159]))
print(json.dumps([float("nan"), float("inf"), float("-inf")]))
print(json.dumps({1: "a", 2.5: "b", True: "c", None: "d", False: "e", -7: "f"}))
print(json.dumps({"b": 1, "a": 2, "c": {"z": 1, "y": 2}}, sort_keys=True))
print(json.dumps((1, 2, (3,))))
print(json.dumps(True), json.dumps(None), json.dumps(12), json.dumps("x"), json.dumps(2.0))
print(json.dumps({(1, 2): 3, "a": 1}, skipkeys=True))
print(json.dumps({"a": {1, 2}}, default=sorted))
print(json.dumps([{1, 2}, {3}], default=lambda o: {"set": sorted(o)}, indent=1))
print(json.dumps({"k": 1}, indent=-1))

class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

print(json.dumps([Point(1, 2)], default=lambda p: {"x": p.x, "y": p.y}))

def check(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)

check(lambda: json.dumps({1, 2}))
check(lambda: json.dumps([Point(1, 2)]))
check(lambda: json.dumps({(1, 2): 3}))
check(lambda: json.dumps(float("nan"), allow_nan=False))
check(lambda: json.dumps({"a": float("inf")}, allow_nan=False))
check(lambda: json.dumps({1: 1, "a": 2}, sort_keys=True))
loop = [1]
loop.append(loop)
check(lambda: json.dumps(loop))
d = {}
d["self"] = d
check(lambda: json.dumps(d))
check(lambda: json.dumps(Point(1, 2), default=lambda o: o))
check(lambda: json.dumps(object()))
check(lambda: json.dumps([1], separators=(",",)))
same = [1, 2]
print(json.dumps([same, same, {"a": same}]))

# Round trips.
for v in [data, [], {}, "", [[[]]], {"a": [1.5, "x", None]}, 10 ** 30, -1.5e-7]:
    s = json.dumps(v)
    print(s, json.loads(s) == v)
print(json.loads(json.dumps("\U0001F600\u00e9")) == "\U0001F600\u00e9")
print(json.loads(json.dumps({"k": "\x00\x01"})))
