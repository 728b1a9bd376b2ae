# super().__init__ raising in a subclass constructor.
# stderr: full
class Shape:
    def __init__(self, sides):
        if sides < 3:
            raise ValueError(f"bad sides {sides}")
        self.sides = sides
class Tri(Shape):
    def __init__(self):
        super().__init__(2)
t = Tri()
