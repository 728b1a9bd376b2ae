# Set operations that must leave the table exactly as CPython's (size and layout), seen through
# the iteration order after later adds: set(list) with repeated items grows its table as the
# keys come (no presizing for the item count), and &= / intersection_update install the
# intersection's own table (not a copy into a table sized for its count).
import random
random.seed(5)
l = [random.randrange(-50, 50) for _ in range(700)]
print(list(set(l)))
print(list(set(tuple(l))))
print(list(frozenset(l * 2)))
s = set([8, 16, 0, 24, 32] * 40)
s.update(range(1, 40, 3))
print(list(s))
a = set(range(100))
a &= set(range(19))
a.update(range(60, 70))
print(list(a))
a = set(range(100))
a.intersection_update(range(19))
a.update(range(60, 70))
print(list(a))
a = set(range(100))
a.intersection_update(range(50), list(range(5, 24)))
a.update(range(60, 70))
print(list(a))
a = set(range(40))
for _ in range(3):
    a.pop()
a &= {1, 5, 7}
print(a.pop(), a)
