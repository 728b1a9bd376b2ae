# functools.singledispatchmethod: dispatch on the first argument after self.
import functools


class Formatter:
    def __init__(self, prefix):
        self.prefix = prefix

    @functools.singledispatchmethod
    def show(self, x):
        return f"{self.prefix} object {x!r}"

    @show.register
    def _(self, x: int):
        return f"{self.prefix} int {x}"

    @show.register(list)
    def _(self, x):
        return f"{self.prefix} list of {len(x)}"

    @show.register
    def _(self, x: bool):
        return f"{self.prefix} bool {x}"


f = Formatter(">")
print(f.show(1), f.show(True), f.show([1, 2]), f.show("s"), f.show(2.5), sep="\n")
print(Formatter.show(f, 3))
print(f.show.__name__)
try:
    f.show()
except IndexError as e:
    print("IndexError", e)
