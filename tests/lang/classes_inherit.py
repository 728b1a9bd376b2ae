# Inheritance: overriding, super().__init__, isinstance/issubclass, polymorphism, custom exceptions.
class Animal:
    sound = "..."
    def __init__(self, name):
        self.name = name
    def speak(self):
        return self.name + " says " + self.sound
    def kind(self):
        return "animal"
class Dog(Animal):
    sound = "woof"
    def __init__(self, name, breed):
        super().__init__(name)
        self.breed = breed
    def kind(self):
        return "dog (" + super().kind() + ")"
class Puppy(Dog):
    def speak(self):
        return super().speak() + " (squeaky)"
class Cat(Animal):
    sound = "meow"
for a in [Animal("generic"), Dog("Rex", "lab"), Puppy("Bit", "pug"), Cat("Tom")]:
    print(a.speak(), "|", a.kind(), "|", type(a).__name__)
d = Puppy("Bit", "pug")
print(d.breed, isinstance(d, Animal), isinstance(d, Cat), issubclass(Puppy, Dog), issubclass(Dog, Puppy))
class Shape:
    def area(self):
        return 0
    def describe(self):
        return "%s with area %.2f" % (type(self).__name__, self.area())
class Rect(Shape):
    def __init__(self, w, h):
        self.w, self.h = w, h
    def area(self):
        return self.w * self.h
class Square(Rect):
    def __init__(self, side):
        super().__init__(side, side)
class Circle(Shape):
    def __init__(self, r):
        self.r = r
    def area(self):
        return 3.14159 * self.r ** 2
shapes = [Rect(2, 3), Square(4), Circle(1), Shape()]
for s in shapes:
    print(s.describe())
print(sum(s.area() for s in shapes), max(shapes, key=lambda s: s.area()).describe())
class InsufficientFunds(Exception):
    def __init__(self, needed):
        super().__init__("need %d more" % needed)
        self.needed = needed
class ValidationError(ValueError):
    pass
try:
    raise InsufficientFunds(25)
except InsufficientFunds as e:
    print("caught:", e, e.needed, isinstance(e, Exception))
try:
    raise ValidationError("bad input")
except ValueError as e:
    print(type(e).__name__, e, repr(e))
class Base:
    def __init__(self):
        self.log = ["base"]
class Mid(Base):
    def __init__(self):
        super().__init__()
        self.log.append("mid")
class Leaf(Mid):
    def __init__(self):
        super().__init__()
        self.log.append("leaf")
print(Leaf().log)
