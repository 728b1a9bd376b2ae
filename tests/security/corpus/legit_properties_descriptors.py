# corpus: legit
# technique: properties descriptors
class Temp:
    def __init__(self):
        self._c = 0

    @property
    def c(self):
        return self._c

    @c.setter
    def c(self, v):
        if v < -273:
            raise ValueError("too cold")
        self._c = v

    @staticmethod
    def unit():
        return "C"

    @classmethod
    def make(cls):
        return cls()


t = Temp.make()
t.c = 25
print(t.c, Temp.unit(), t.unit())
try:
    t.c = -300
except ValueError as e:
    print(e)
