# Functions made without defaults (MAKEFUNC0: no LOADNONE operands) and with them (MAKEFUNC).
def outer(k):
    def plain(x):
        return x + k

    def dflt(x, y=k):
        return x + y

    def kwonly(x, *, y=k * 2):
        return x + y

    def kwonly_nodefault(x, *, y):
        return x - y

    lam = lambda x: x * k
    lam_d = lambda x, y=3: x * y
    comp = [plain(i) for i in range(3)]
    return (plain(1), dflt(1), dflt(1, 1), kwonly(1), kwonly(1, y=0), kwonly_nodefault(5, y=2),
            lam(2), lam_d(2), lam_d(2, 4), comp)


print(outer(10))


class K:
    def m(self):
        return [x for x in range(2)]

    v = [i * i for i in range(3)]


print(K().m(), K.v)
fs = [lambda: i for i in range(3)]
print([f() for f in fs])
print([(lambda: j)() for j in range(3)])
