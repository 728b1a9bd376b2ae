# An exception raised by __set_name__ during class creation is wrapped in CPython 3.11's
# stderr: full
# RuntimeError naming the descriptor's class, the attribute and the class being made; the
# original is its __cause__ (printed first, then "The above exception was the direct cause").
class Field:
    def __set_name__(self, owner, name):
        if name.startswith("bad"):
            raise ValueError("field names may not start with 'bad': " + name)
        self.name = name


class Good:
    a = Field()


print(Good.a.name)


class Record:
    ok = Field()
    bad_field = Field()
