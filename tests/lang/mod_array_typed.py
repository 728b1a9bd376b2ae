# array: typed arrays with their range checks, sequence protocol, methods and error messages.
from array import array, typecodes
import copy

print(typecodes)
a = array("i", [3, 1, 2])
a.append(10)
a.extend([4, 5])
a.extend(array("i", [6]))
a.insert(0, -1)
a.insert(100, 99)
print(a, len(a), a[0], a[-1], a[1:4], a[::2], a[::-1])
print(a.tolist(), a.index(10), a.count(1), 5 in a, 42 in a, a.typecode, a.itemsize)
print(a.pop(), a.pop(0), a)
a.remove(10)
a.reverse()
print(a, list(a), sum(a), max(a), sorted(a))
a[0] = 7
a[1:3] = array("i", [8, 8, 8])
del a[-1]
print(a, a + array("i", [1]), a * 2, 2 * array("i", [0]))
a += array("i", [4])
a *= 2
print(a)
print(array("d", [1, 2.5, True]), array("d"), array("b", b"\x01\xff"), array("B", bytearray(b"ab")))
print(array("f", [0.1, 1e40, -2.5, 1e-45, 3.4028235e38]).tolist())
print(array("u", "hello"), array("u", "hi").tounicode(), array("l", range(5)), array("Q", [2 ** 64 - 1]))
print(array("h", [1, -2]).tobytes(), array("H").itemsize, array("q").itemsize, array("d").itemsize)
e = array("i", [1, 2, 258])
e.byteswap()
print(e)
e.frombytes(b"\x05\x00\x00\x00")
print(e, array("i", [1, 2]) == array("i", [1, 2]), array("i", [1]) == array("d", [1.0]))
print(array("i", [1, 2]) < array("i", [1, 3]), array("b", [5]) >= array("b", [5]), array("i") != [])
c = array("d", [1.5, 2.5])
d = copy.copy(c)
d.append(9)
print(c, d, copy.deepcopy(c))
print(array("i", array("i", [4, 5])), array("i", iter([1, 2])), array("B", (x for x in range(3))))
print(array("i", [1, 2, 3, 2]).index(2, 2), repr(array("u")))

bad = [
    lambda: array("z"), lambda: array("b", [200]), lambda: array("b", [-200]),
    lambda: array("B", [256]), lambda: array("B", [-1]), lambda: array("h", [1 << 15]),
    lambda: array("H", [-1]), lambda: array("i", [1 << 31]), lambda: array("i", [-(1 << 31) - 1]),
    lambda: array("I", [-1]), lambda: array("l", [1 << 63]), lambda: array("L", [1 << 64]),
    lambda: array("q", [1 << 63]), lambda: array("Q", [-1]), lambda: array("i", [1.5]),
    lambda: array("d", ["x"]), lambda: array("i", "ab"), lambda: array("i").pop(),
    lambda: array("i", [1]).index(5), lambda: array("i", [1]).remove(5),
    lambda: array("i", [1])[5], lambda: array("i", [1]).__setitem__(5, 1),
    lambda: array("i", [1]) + array("d"), lambda: array("i").extend(array("d")),
    lambda: array("i", [1]) + [1], lambda: array("i") < [1], lambda: array("i", b"abc"),
    lambda: array("i", [None]), lambda: array(), lambda: array("ii"), lambda: array("i", 5),
    lambda: hash(array("i")), lambda: array("i", [1]).pop(3), lambda: array("u", [1]),
]
for f in bad:
    try:
        print(f())
    except (ValueError, OverflowError, TypeError, IndexError) as err:
        print(type(err).__name__, err)
