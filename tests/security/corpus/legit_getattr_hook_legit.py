# corpus: legit
# technique: getattr hook legit
class Proxy:
    def __init__(self, target):
        self._target = target

    def __getattr__(self, name):
        return getattr(self._target, name)


class Rec:
    def __init__(self):
        self.v = 1

    def double(self):
        return self.v * 2


p = Proxy(Rec())
print(p.v, p.double(), getattr(p, "missing", "none"), hasattr(p, "double"))
