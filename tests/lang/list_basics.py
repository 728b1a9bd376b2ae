# Lists: indexing, slicing, slice assignment and deletion, methods, nesting, aliasing.
a = [5, 3, 8, 1, 9, 2]
print(a[0], a[-1], a[1:4], a[::-1], a[::2], a[-2:], a[:100])
a.append(7)
a.extend([4, 6])
a.insert(0, 0)
a.insert(100, 99)
a.insert(-1, 98)
print(a, len(a))
print(a.pop(), a.pop(0), a.pop(-2), a)
a.remove(8)
print(a, a.index(9), a.count(3), 3 in a)
a[1:3] = ["x", "y", "z"]
print(a)
a[::2] = [0] * len(a[::2])
print(a)
del a[0]
del a[::3]
print(a)
a[2:2] = [100, 200]
a[-1:] = []
print(a)
b = [1, 2, 3]
c = b
c += [4]
print(b, b is c)
d = b + [5]
d *= 2
print(d, b)
m = [[0] * 3 for _ in range(3)]
m[1][1] = 5
bad = [[0] * 3] * 3
bad[1][1] = 5
print(m, bad)
e = [3, 1, 2]
e.reverse()
print(e, list(reversed(e)), e.copy(), e[:] == e, e[:] is e)
e.clear()
print(e, [] == e, len([[]]), [[]] == [[]])
print(list(range(5)), list(range(2, 10, 3)), list(range(10, 0, -2)), list(range(0)))
print([1, 2] * 3, [0] * 0, [None] * 2, [[1]] + [[2]])
nums = list(range(10))
nums[2:8:2] = ["a", "b", "c"]
print(nums)
del nums[:]
print(nums)
x = [1, [2, [3, [4]]]]
print(x[1][1][1][0], x[1][1], len(x))
s = [10, 20, 30]
i, j = 0, 2
s[i], s[j] = s[j], s[i]
print(s, sum(s), max(s), min(s), sorted(s, reverse=True))
print(list(enumerate(["a", "b"])), list(zip([1, 2, 3], "ab")), any([0, 0, 1]), all([1, 1, 0]))
print([1, 2, 3].index(2), [1, 2, 1, 2].index(2, 2), [1, 2, 3] == [1, 2, 3], [1, 2] != [2, 1])
