# Module attribute reads and method calls through the inline cache: repeated reads, a module
# held by another module (never cached: the policy decides), private and missing names.
import math
import textwrap
import random
def f():
    out = []
    for k in range(3):
        out.append(math.sqrt(16.0 + k))
        out.append(math.pi)
        out.append(textwrap.re.escape("a.b"))
    return out
print(f())
print(f()[:2])
try:
    math._private
except AttributeError as e:
    print(e)
for k in range(3):
    try:
        print(math.nope)
    except AttributeError as e:
        print(e)
random.seed(5)
print([random.randint(1, 9) for _ in range(3)])
