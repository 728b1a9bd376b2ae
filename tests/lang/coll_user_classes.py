# collections.UserDict, UserList and UserString (stdlib/np_lib_collections.py): the wrapped
# data, the mixin methods going through a subclass's own __getitem__/__setitem__, operators,
# copies, reprs and errors as CPython 3.11 gives them.
import copy
from collections import UserDict, UserList, UserString

d = UserDict({"a": 1}, b=2)
d["c"] = 3
print(d, len(d), "a" in d, "z" in d, d.get("z"), d.get("a", 9), sorted(d))
print(d.keys(), d.items(), d.values(), list(d.items()), ("a", 1) in d.items(), 3 in d.values())
print(d.pop("a"), d.pop("zz", "dflt"), d.setdefault("q", 7), d.setdefault("q", 8), d)
try:
    d.pop("nope")
except KeyError as e:
    print("KeyError", e)
try:
    d["nope"]
except KeyError as e:
    print("KeyError", e)
print(d == {"b": 2, "c": 3, "q": 7}, d == UserDict(b=2, c=3, q=7), d != {"b": 2}, d == 5)
print(d | {"x": 0}, {"y": 1} | d, type(d | {}).__name__)
d |= {"w": 4}
print(d, d.popitem(), d)
e = d.copy()
e["new"] = 1
print(d, e, type(e).__name__, copy.copy(d) == d)
print(UserDict.fromkeys("ab", 0), dict(UserDict(k=1)), list(UserDict(a=1, b=2)))
d.clear()
print(d, len(d), bool(d))
try:
    d.popitem()
except KeyError as e:
    print("popitem KeyError", repr(e))
try:
    hash(d)
except TypeError as e:
    print(e)


class Lower(UserDict):
    def __setitem__(self, key, value):
        super().__setitem__(key.lower(), value)

    def __missing__(self, key):
        return f"<{key}>"


lo = Lower({"A": 1}, B=2)
lo.update([("C", 3)])
lo.setdefault("D", 4)
print(lo, lo["zz"], lo.get("zz"), "zz" in lo, type(lo.copy()).__name__, lo.copy())

ul = UserList([3, 1, 2])
ul.append(5)
ul.extend(UserList([0]))
ul += [9]
print(ul, len(ul), ul[0], ul[-1], ul[1:3], type(ul[1:3]).__name__, 5 in ul, ul.index(5), ul.count(1))
ul.sort()
print(ul, sorted(ul, reverse=True), list(reversed(ul)), ul.pop(), ul.pop(0), ul)
ul.sort(key=lambda x: -x)
print(ul, ul + [1], [1] + ul, ul * 2, 2 * ul, ul == [5, 3, 2, 1], ul < [6], ul > UserList([5]))
ul[0] = 50
del ul[1]
ul.insert(0, -1)
ul.remove(50)
ul.reverse()
print(ul, ul.copy(), type(ul.copy()).__name__, [x * 2 for x in ul], sum(ul), max(ul))
ul *= 2
print(ul, UserList(), UserList("abc"), UserList(UserList([1])))
try:
    ul.remove(99)
except ValueError as e:
    print(e)
try:
    ul[99]
except IndexError as e:
    print(e)


class Doubled(UserList):
    def __getitem__(self, i):
        return self.data[i] * 2


print(list(Doubled([1, 2, 3])), [x for x in Doubled([4])], list(reversed(Doubled([1, 2]))))

s = UserString("Hello World")
print(s, repr(s), len(s), s[0], s[-5:], type(s[0]).__name__, s.upper(), s.lower(), s.split())
print(s + "!", "> " + s, s * 2, s == "Hello World", s < "Z", "World" in s, UserString("lo") in s)
print(s.find("o"), s.rfind("o"), s.count("l"), s.replace("l", "L"), s.startswith("He"), s.endswith("x"))
print(s.strip("Hd"), s.center(15, "*"), s.zfill(13), s.title(), s.swapcase(), s.partition(" "))
print(int(UserString("42")) + 1, float(UserString("1.5")), hash(s) == hash("Hello World"))
print(UserString("%s-%d") % ("a", 3), s.join(["[", "]"]), [c for c in UserString("ab")])
print({UserString("k"): 1}["k"], sorted([UserString("b"), UserString("a")]), str(UserString(12)))
try:
    s.index("zz")
except ValueError as e:
    print(e)
import collections
print(collections.UserList is UserList, isinstance(Lower(), collections.UserDict))
try:
    from collections import UserSet
except ImportError as e:
    print("ImportError", str(e).split(" from ")[0])
try:
    collections.UserNothing
except AttributeError as e:
    print(e)
