# functools.partialmethod: a method with some arguments fixed.
import functools


class Cell:
    def __init__(self):
        self.alive = False

    def set_state(self, state, note=""):
        self.alive = state
        return f"{state}{note}"

    set_alive = functools.partialmethod(set_state, True)
    set_dead = functools.partialmethod(set_state, False, note="!")

    def sub(self, a, b):
        return a - b

    sub5 = functools.partialmethod(sub, b=5)


c = Cell()
print(c.set_alive(), c.alive, c.set_dead(), c.alive, c.set_alive(note="?"))
print(c.sub5(12), c.sub5(12, b=2), Cell.sub5(c, 7))
try:
    functools.partialmethod(3)
except TypeError as e:
    print("TypeError", e)
