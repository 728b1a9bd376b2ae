# Module-level `x: T` annotations go into the module's __annotations__ (evaluated, in order).
from typing import Optional, List
x: int = 1
y: "str"
z: Optional[List[int]] = None
x: float = 2.0
obj = type("N", (), {})()
obj.attr: int = 5
print(__annotations__)
print(x, z, obj.attr)
def f():
    local: int = 3
    return local
print(f(), f.__annotations__)
for k, v in __annotations__.items():
    print(k, v)
