# Caret lines under nested subscripts in a called function (~^^^ anchors).
# stderr: full
def f(d):
    return d["x"]["y"]
f({"x": {}})
