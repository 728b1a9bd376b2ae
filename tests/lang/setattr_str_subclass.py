# setattr(o, S('x'), v) with a str subclass S: a new attribute's key in the object's dict is
# the S object itself (vars(o) shows it), an existing key keeps its object; reads by plain
# names and by S objects find it either way.
class S(str):
    def shout(self):
        return self.upper() + "!"


class O:
    pass


class Shaped:
    def __init__(self):
        self.a = 1


o = O()
setattr(o, S("x"), 1)
k = list(vars(o))[0]
print(type(k).__name__, k, k.shout(), o.x, getattr(o, S("x")), hasattr(o, "x"))
o.x = 5
print(type(list(vars(o))[0]).__name__, vars(o))

o2 = O()
o2.x = 0
setattr(o2, S("x"), 2)
print(type(list(vars(o2))[0]).__name__, o2.x)

s = Shaped()
setattr(s, S("b"), 2)
setattr(s, "c", 3)
print([type(k).__name__ for k in vars(s)], vars(s), s.b)
delattr(s, S("b"))
print(vars(s), hasattr(s, "b"))
setattr(s, "b", 7)
print([type(k).__name__ for k in vars(s)])

for i in range(3):  # the same site again, and a mix of keys
    p = Shaped()
    setattr(p, S("k%d" % i), i)
    p.k0 = -1
    print(sorted((type(k).__name__, k) for k in vars(p)), p.k0)


class Hooked:
    def __setattr__(self, name, value):
        print("hook", type(name).__name__, name)
        object.__setattr__(self, name, value)


h = Hooked()
h.plain = 1
print(h.plain)
