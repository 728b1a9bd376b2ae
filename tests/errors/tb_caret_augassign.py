# d[k] += 1 on a missing key: anchors under the target's subscript.
# stderr: full
d = {}
d["k"] += 1
