# property, staticmethod, classmethod, class-level state and a small class hierarchy in use.
class Temperature:
    scale = "C"
    count = 0
    def __init__(self, celsius):
        self._c = celsius
        Temperature.count += 1
    @property
    def celsius(self):
        return self._c
    @celsius.setter
    def celsius(self, value):
        if value < -273.15:
            raise ValueError("below absolute zero")
        self._c = value
    @property
    def fahrenheit(self):
        return self._c * 9 / 5 + 32
    @staticmethod
    def convert(c):
        return c * 9 / 5 + 32
    @classmethod
    def from_fahrenheit(cls, f):
        return cls((f - 32) * 5 / 9)
    def __repr__(self):
        return "Temperature(%.1f)" % self._c
t = Temperature(25)
print(t.celsius, t.fahrenheit, Temperature.convert(100), t.convert(0))
t.celsius = 30
print(t, t.fahrenheit)
try:
    t.celsius = -300
except ValueError as e:
    print("ValueError:", e)
print(Temperature.from_fahrenheit(212), Temperature.count)
try:
    t.fahrenheit = 5
except AttributeError:
    print("AttributeError on read-only property")
class Registry:
    items = []
    def add(self, x):
        self.items.append(x)
a, b = Registry(), Registry()
a.add(1)
b.add(2)
print(Registry.items, a.items is b.items)
class Node:
    def __init__(self, value, next=None):
        self.value = value
        self.next = next
class LinkedList:
    def __init__(self):
        self.head = None
        self.size = 0
    def push(self, v):
        self.head = Node(v, self.head)
        self.size += 1
    def __iter__(self):
        node = self.head
        while node:
            yield node.value
            node = node.next
    def reverse(self):
        prev, node = None, self.head
        while node:
            node.next, prev, node = prev, node, node.next
        self.head = prev
ll = LinkedList()
for v in range(5):
    ll.push(v * v)
print(list(ll), ll.size)
ll.reverse()
print(list(ll), sum(ll), max(ll))
class Plain:
    pass
p1, p2 = Plain(), Plain()
print(p1 == p1, p1 == p2, p1 != p2, type(p1) is Plain, isinstance(p1, object))
