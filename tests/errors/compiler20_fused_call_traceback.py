# Calls entered through GETGLOBALMOVECALL (`fail(b)`) and MOVECALLMETHODMOVE (`r = o.check(b)`)
# that raise: the traceback names each call's line and position.
# stderr: full
class Checker:
    def check(self, v):
        return fail(
            v)
def fail(v):
    raise ValueError("bad %r" % (v,))
def outer(a):
    o = Checker()
    b = a
    r = o.check(b)
    return r
outer(7)
