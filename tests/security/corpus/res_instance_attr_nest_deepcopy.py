# corpus: resource
# technique: instance attr nest deepcopy
import copy
class A:
    pass
a = A()
for i in range(100000):
    b = A()
    b.x = a
    a = b
copy.deepcopy(a)
