# Counter.__missing__ is a native: new keys count from 0 without a Python frame, its argument
# errors are those of a Python def, subclasses may override it.
from collections import Counter
c = Counter("abca")
print(c["zz"], c.__missing__("q"), Counter.__missing__(c, 1), c.__missing__(key=3), c)
for args, kw in [((), {}), ((1, 2), {}), ((), {"x": 1}), ((1,), {"key": 2}), ((), {"self": 1})]:
    try:
        print(c.__missing__(*args, **kw))
    except TypeError as e:
        print("TypeError", e)
for args, kw in [((c,), {}), ((c,), {"key": 1}), ((c, 2), {"key": 1})]:
    try:
        print(Counter.__missing__(*args, **kw))
    except TypeError as e:
        print("TypeError", e)


class C2(Counter):
    def __missing__(self, key):
        return "own " + str(key)


class C3(Counter):
    pass


print(C2()["a"], C3()["b"], C3().__missing__(5))
c3 = C3()
for w in "hello world".split() * 3:
    c3[w] += 1
    c3[w[0]] += 2
print(c3, c3.most_common(2), c3["nope"], "nope" in c3)
