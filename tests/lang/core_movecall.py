# MOVE + CALL pairs (MOVECALL: the CALL entered by a direct jump), and jumps that land on
# the CALL word alone.
def ident(v):
    return v
class Box:
    def __init__(self, v):
        self.v = v
def run(a, b, flag):
    out = []
    out.append(ident(a))
    out.append(len(b))
    out.append(Box(a).v)
    f = ident if flag else len
    out.append(f(b))
    for x in (a, b):
        out.append(str(x))
    g = out.append
    g(a)
    out.append(ident(a) if flag else ident(b))
    return out
print(run(3, [1, 2], True))
print(run(4, "xyz", False))
