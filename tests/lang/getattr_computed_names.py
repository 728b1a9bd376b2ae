# getattr/setattr/hasattr/delattr and operator.attrgetter with attribute names built at run
# time (concatenation, join, slicing): the runtime str is interned through its cached hash,
# so the same name reached as a literal and as a computed str must find the same attribute.
import operator


class Box:
    pass


b = Box()
names = ["_" + n for n in ("alpha", "beta", "gamma")]
for i, name in enumerate(names):
    hash(name)  # cache the hash before the name is interned
    setattr(b, name, i)
print(b._alpha, b._beta, b._gamma)
print([getattr(b, "".join(["_", "al", "pha"])) for _ in range(3)])
print(getattr(b, "_be" + "ta"), hasattr(b, "_gam" + "ma"), hasattr(b, "_delta"[:5]))
print(getattr(b, "xx_gamma"[2:]), getattr(b, "_missing" + "", "dflt"))
key = "_al" + "pha"
print({key: 1}.get("_alpha"), key == "_alpha", hash(key) == hash("_alpha"))
delattr(b, "_b" + "eta")
print(hasattr(b, "_beta"), sorted(k for k in vars(b)))
get = operator.attrgetter("_" + "gamma", "_alpha")
print(get(b))
try:
    getattr(b, "_b" + "eta")
except AttributeError as e:
    print("AttributeError", e)
try:
    getattr(b, 5)
except TypeError as e:
    print("TypeError", e)
print(getattr(Box, "__na" + "me__"), getattr(3, "real"[0:4]))
