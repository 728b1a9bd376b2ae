# json.dumps writes ints without printf, copies printable ASCII runs of strs without the escape
# switch, and appends through NpBuf's inline fast path. Checks the int edges (0, negatives,
# int64 limits, big ints), every escape class (quotes, backslash, controls, DEL, non-ASCII,
# astral) with ensure_ascii on and off, and outputs far past the buffer's inline bytes.
import json

ints = [0, 1, -1, 9, 10, -10, 12345, -98765, 2 ** 31, -2 ** 31, 2 ** 63 - 1, -2 ** 63,
        2 ** 63, -2 ** 63 - 1, 10 ** 30, -10 ** 30, True, False]
print(json.dumps(ints))
strs = ["", "plain", 'q"uote', "back\\slash", "tab\tnl\ncr\rbs\bff\f", "\x00\x01\x1f",
        "del\x7fx", "caf\u00e9", "\u20ac uro", "astral \U0001F600 !", "mixed \"\\\u00ff\x7f",
        "/slash/", "x" * 300]
for s in strs:
    print(json.dumps(s), json.dumps(s, ensure_ascii=False))
    assert json.loads(json.dumps(s)) == s
doc = {"k%d" % i: [i, -i * 7, "v" * (i % 5), i * 0.5, None, i % 2 == 0] for i in range(120)}
out = json.dumps(doc)
print(len(out), out[:120], out[-80:])
print(json.loads(out) == doc)
ind = json.dumps(doc, indent=3, sort_keys=True)
print(len(ind), ind[:60])
print(json.dumps({"a": [1, {"b": "\u00e9\n"}]}, separators=(",", ":"), ensure_ascii=False))
