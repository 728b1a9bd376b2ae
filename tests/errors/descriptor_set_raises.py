# An exception raised inside a descriptor's __set__ propagates out of the plain assignment
# stderr: full
# `self.age = age` in __init__ (the store must call __set__, never write the instance dict).
class NonNegative:
    def __set_name__(self, owner, name):
        self.name = "_" + name

    def __get__(self, obj, objtype=None):
        return getattr(obj, self.name)

    def __set__(self, obj, value):
        if value < 0:
            raise ValueError(f"{self.name[1:]} must be >= 0, got {value}")
        setattr(obj, self.name, value)


class Person:
    age = NonNegative()

    def __init__(self, age):
        self.age = age


people = [Person(a) for a in (30, 41, 7)]
print([p.age for p in people])
Person(-1)
