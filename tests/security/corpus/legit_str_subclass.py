# corpus: legit
# technique: str subclass
class Tag(str):
    def __format__(self, spec):
        return "<" + format(str(self), spec) + ">"

    def shout(self):
        return self.upper() + "!"


t = Tag("hi")
print(f"{t:>5}", t.shout(), t + "x", isinstance(t, str), len(t), t == "hi")
print("{}".format(t), format(t, "<4"), type(t).__name__)
