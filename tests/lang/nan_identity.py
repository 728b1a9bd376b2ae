# NaN identity in containers: a float is unboxed in Nearly, so identity is bit equality; each
# float('nan') (also float() of a str through json/csv/Decimal) is a distinct object as in
# CPython, while one NaN value reused keeps its identity (`x in [x]`). NaNs made by arithmetic
# are not covered (docs/conformance.md).
import math
import struct

x = float("nan")
y = float("nan")
print(x in [x], x in (x,), [x].count(x), x in {x}, x in {x: 1}, [x] == [x], (x,) == (x,))
print({x: 1}.get(x), [x].index(x), x is x, x is y, x == x)
print(float("nan") in [float("nan")], float("nan") in {float("nan")}, y in [x], [x] == [y])
print(len({float("nan"), float("nan")}), len({x, x}), len({x, y}), len({x: 1, y: 2}))
print(math.nan in [math.nan], math.nan in {math.nan}, x in [math.nan])
nans = [float(s) for s in ("nan", "NaN", "-nan", "+nan")]
print(nans, len(set(nans)), [n in nans for n in nans], nans.count(nans[2]))
print(struct.pack(">d", x), struct.pack("<d", -x), struct.pack(">f", y), struct.pack(">e", x))
print(struct.unpack(">d", struct.pack(">d", x)), repr(x), str(y), f"{x:.3f}", math.isnan(y))
print(max([x]) is x, sorted([x, 1.0])[0] is x, {"k": x}["k"] is x, [x][0] is x)
import json

a = json.loads("[NaN, NaN, 1.5]")
print(a, a[0] is a[1], a[0] in a, a.count(a[1]), json.dumps(a))
