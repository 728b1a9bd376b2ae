import re
import math

FACTORS = {
    ("km", "mi"): 0.621371, ("mi", "km"): 1.609344,
    ("kg", "lb"): 2.20462, ("lb", "kg"): 0.453592,
    ("l", "gal"): 0.264172, ("gal", "l"): 3.78541,
}
QUERY = re.compile(r"^\s*(-?\d+(?:\.\d+)?)\s*([a-zA-Z]+)\s+(?:to|in)\s+([a-zA-Z]+)\s*$")

def convert(q):
    m = QUERY.match(q)
    if not m:
        raise ValueError(f"cannot parse {q!r}")
    value, src, dst = float(m.group(1)), m.group(2).lower(), m.group(3).lower()
    if src in ("c", "f") and dst in ("c", "f"):
        if src == dst:
            return value
        return value * 9 / 5 + 32 if src == "c" else (value - 32) * 5 / 9
    try:
        return value * FACTORS[(src, dst)]
    except KeyError:
        raise ValueError(f"no conversion from {src} to {dst}") from None

def main():
    for q in ["10 km to mi", "26.2 mi in km", "100 C to F", "-40 f to c", "3 kg to lb", "5 gal to l", "1 m to ft", "ten km to mi"]:
        try:
            r = convert(q)
            print(f"{q:15} = {r:.4f} ({math.floor(r)}..{math.ceil(r)})")
        except ValueError as e:
            print(f"{q:15} ! {e}")
    print(round(convert("1 km to mi") * convert("1 mi to km"), 6))

main()
