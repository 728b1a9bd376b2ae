# corpus: legit
# technique: context managers
class CM:
    def __init__(self, name, swallow=False):
        self.name, self.swallow = name, swallow

    def __enter__(self):
        print("enter", self.name)
        return self

    def __exit__(self, et, ev, tb):
        print("exit", self.name, et.__name__ if et else None)
        return self.swallow


with CM("a"), CM("b", swallow=True) as b:
    print("body", b.name)
    raise ValueError("x")
print("after")
