# collections.UserDict/UserList/UserString, differential: every public method against the
# built-in type it wraps (results, result types, errors), subclasses overriding __getitem__ /
# __setitem__ / __missing__ (which the mixin methods must go through), views, operators with
# plain and User* operands, and copies.
import copy
from collections import UserDict, UserList, UserString


def attempt(label, f):
    try:
        r = f()
        print(label, type(r).__name__, r)
    except Exception as e:
        print(label, type(e).__name__, e)


d = UserDict({"a": 1}, b=2)
d2 = UserDict([("c", 3)])
print(d, len(d), d["a"], "b" in d, list(d), d.get("z"), d.get("a", 9), d == {"a": 1, "b": 2})
print(d | d2, d | {"x": 0}, {"y": 1} | d, type(d | d2).__name__, type({"y": 1} | d).__name__)
d |= {"q": 5}
d |= d2
print(d, d.keys(), d.items(), d.values(), list(d.items()), ("a", 1) in d.items(), 5 in d.values())
print(d.pop("q"), d.pop("nope", "dflt"), d.setdefault("a", 0), d.setdefault("n", 7), d)
print(d.popitem(), d, d.copy(), type(d.copy()).__name__, copy.copy(d), UserDict.fromkeys("ab", 0))
attempt("ud-pop-missing", lambda: d.pop("zz"))
attempt("ud-getitem-missing", lambda: d["zz"])
attempt("ud-popitem-empty", lambda: UserDict().popitem())
attempt("ud-hash", lambda: hash(UserDict()))
attempt("ud-or-bad", lambda: d | 5)
d.update([("k", 1)], m=2)
d.update(UserDict(j=3))
d.clear()
print(d, len(d), UserDict() == UserDict(), UserDict(a=1) == UserDict(a=2))


class Lower(UserDict):
    def __setitem__(self, key, value):
        super().__setitem__(key.lower(), value)

    def __getitem__(self, key):
        return super().__getitem__(key.lower())


low = Lower({"A": 1})
low.update(B=2)
low.setdefault("C", 3)
print(low, low["a"], low.get("B"), low.pop("a"), low, "b" in low)


class Miss(UserDict):
    def __missing__(self, key):
        return key * 2


m = Miss(a=1)
print(m["a"], m["zz"], m.get("q"), "zz" in m, m)

lst = UserList([3, 1, 2])
print(lst, len(lst), lst[0], lst[-1], lst[1:], type(lst[1:]).__name__, lst == [3, 1, 2],
      lst < [4], lst > UserList([3]), 2 in lst, list(reversed(lst)))
print(lst + [9], [9] + lst, lst + UserList([8]), lst * 2, 2 * lst, type([9] + lst).__name__)
lst.append(5)
lst.insert(0, 0)
lst.extend(UserList([7]))
lst.extend((6,))
lst += [4]
lst *= 1
print(lst, lst.pop(), lst.pop(0), lst.count(1), lst.index(2), lst.index(7, 2))
lst.remove(5)
lst.sort()
print(lst)
lst.sort(key=lambda v: -v)
lst.reverse()
print(lst, lst.copy(), type(lst.copy()).__name__, copy.copy(lst))
lst[0] = 10
del lst[1]
lst[1:2] = [20, 21]
print(lst)
attempt("ul-index-missing", lambda: lst.index(99))
attempt("ul-remove-missing", lambda: lst.remove(99))
attempt("ul-getitem", lambda: lst[99])
attempt("ul-pop-empty", lambda: UserList().pop())
attempt("ul-hash", lambda: hash(UserList()))
lst.clear()
print(lst, UserList(), UserList("abc"), UserList(UserList([1])), UserList((1, 2)))


class Squares(UserList):
    def __getitem__(self, i):
        if isinstance(i, int) and 0 <= i < len(self.data):
            return self.data[i] ** 2
        raise IndexError(i)


print(list(Squares([1, 2, 3])), [x for x in Squares([4])])

s = UserString("Hello World")
print(s, repr(s), len(s), s[0], type(s[0]).__name__, s[1:4], s[::-1], "W" in s, UserString("lo") in s)
print(s + "!", "> " + s, s + UserString("?"), s * 2, 2 * s, type("> " + s).__name__)
print(s == "Hello World", s < "Z", s >= UserString("Hello"), hash(s) == hash("Hello World"))
print(s.lower(), s.upper(), s.swapcase(), s.title(), s.capitalize(), s.casefold(), s.center(15, "*"))
print(s.count("o"), s.count(UserString("l"), 3), s.find("o"), s.find("o", 5), s.rfind("o"),
      s.index("W"), s.rindex("l"), s.startswith("He"), s.endswith(("ld", "x")), s.startswith("W", 6))
print(s.split(), s.split("o", 1), s.rsplit(None, 1), s.partition(" "), s.rpartition("o"),
      UserString("a\nb\r\nc").splitlines(True))
print(s.replace("l", "L"), s.replace("l", "L", 1), s.strip("Hd"), s.lstrip("H"), s.rstrip("d"),
      s.ljust(13, "."), s.rjust(13), s.zfill(13), UserString("a\tb").expandtabs(4))
print(s.isalpha(), s.isalnum(), s.isascii(), UserString("12").isdigit(), UserString("12").isdecimal(),
      UserString("12").isnumeric(), UserString("abc").isidentifier(), s.islower(), s.isupper(),
      s.istitle(), UserString(" ").isspace(), s.isprintable())
print(UserString("-").join(["a", "b"]), UserString("{0}-{x}").format(1, x=2),
      UserString("{a}").format_map({"a": 5}), UserString("%s=%d") % ("k", 3), s.encode(),
      s.removeprefix("Hello "), s.removesuffix(UserString(" World")),
      s.translate(str.maketrans("lo", "01")), UserString.maketrans("a", "b"))
print(int(UserString("42")), float(UserString("2.5")), str(s), list(UserString("abc")),
      list(reversed(UserString("abc"))), UserString(5), UserString(UserString("x")))
attempt("us-index-missing", lambda: s.index("zz"))
attempt("us-getitem", lambda: s[99])
attempt("us-int-bad", lambda: int(s))
for name in ("strip", "upper", "center", "find", "join"):
    r = getattr(s, name)
    print(name, type(r("") if name in ("find", "join") else (r(20) if name == "center" else r())).__name__)
