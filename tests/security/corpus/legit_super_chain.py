# corpus: legit
# technique: super chain
class A:
    def __init__(self, v):
        self.v = v

    def who(self):
        return "A"

    def __eq__(self, o):
        return self.v == o.v


class B(A):
    def __init__(self, v):
        super().__init__(v * 2)

    def who(self):
        return "B>" + super().who()


class C(B):
    def __init__(self):
        B.__init__(self, 5)

    def who(self):
        return "C>" + super(C, self).who()

    def __eq__(self, o):
        return super().__eq__(o)


c = C()
print(c.v, c.who(), c == C(), isinstance(c, A), issubclass(C, A))
