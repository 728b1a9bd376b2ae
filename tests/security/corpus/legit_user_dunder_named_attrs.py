# corpus: legit
# technique: user dunder named attrs
class Config:
    def __init__(self):
        self.globals_ = {"a": 1}
        self.code = "x = 1"
        self.subclasses = ["A", "B"]

    def __repr__(self):
        return "Config(%r)" % (sorted(vars_like(self)),)


def vars_like(obj):
    return ["code", "globals_", "subclasses"]


c = Config()
print(c, c.code, c.subclasses)
