# Multiple inheritance, MRO-driven super() chains, and mixins.
class Base:
    def __init__(self, **kw):
        self.log = ["Base"]
    def describe(self):
        return "base"

class JsonMixin:
    def to_json(self):
        parts = []
        for k in sorted(self.fields()):
            v = getattr(self, k)
            parts.append(f'"{k}": {v!r}'.replace("'", '"'))
        return "{" + ", ".join(parts) + "}"

class Named(Base):
    def __init__(self, name="?", **kw):
        super().__init__(**kw)
        self.name = name
        self.log.append("Named")
    def describe(self):
        return f"named {self.name} / " + super().describe()

class Aged(Base):
    def __init__(self, age=0, **kw):
        super().__init__(**kw)
        self.age = age
        self.log.append("Aged")
    def describe(self):
        return f"aged {self.age} / " + super().describe()

class Person(JsonMixin, Named, Aged):
    def __init__(self, **kw):
        super().__init__(**kw)
        self.log.append("Person")
    def fields(self):
        return ["name", "age"]
    def describe(self):
        return "person: " + super().describe()

p = Person(name="ann", age=30)
print(p.log)
print(p.describe())
print(p.to_json())
print(isinstance(p, Aged), isinstance(p, JsonMixin), issubclass(Person, Base))
print([c.__name__ for c in (Person, Named, Aged)])

class Counter:
    count = 0
    def __init__(self):
        type(self).count += 1
class Sub(Counter):
    pass
Counter(); Sub(); Sub()
print(Counter.count, Sub.count)

class Temp:
    def __init__(self, c):
        self.__c = c
    def f(self):
        return self.__c * 9 / 5 + 32
t = Temp(100)
print(t.f(), hasattr(t, "__c"), hasattr(t, "_Temp__c"))
try:
    class Bad(Named, Person):
        pass
except TypeError as e:
    print("TypeError:", e)
