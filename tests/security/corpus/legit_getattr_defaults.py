# corpus: legit
# technique: getattr defaults
class P:
    a = 1
    _private = 2
    __mangled = 3

    def get(self):
        return self.__mangled


p = P()
print(getattr(p, "a"), getattr(p, "missing", "dflt"), hasattr(p, "b"), getattr(p, "_private"))
setattr(p, "b", 5)
print(p.b, hasattr(p, "b"), p.get(), getattr(p, "_P__mangled"))
delattr(p, "b")
print(hasattr(p, "b"), getattr(P, "a"))
