# Comparisons: chained comparisons, mixed types, equality of containers, identity, bool results.
print(1 < 2 < 3, 1 < 3 < 2, 3 > 2 > 1, 1 == 1 == 1, 1 == 1 != 2)
x = 5
print(0 < x <= 5, 0 < x < 5, x > 4 >= 4, 1 < x != 5)
print(1 == 1.0, 1 < 1.5, True == 1, False == 0, True > False)
print("a" < "b", "abc" < "abd", "ab" < "abc", "B" < "a", "" < "a")
print([1, 2] < [1, 3], [1, 2] < [1, 2, 0], [2] > [1, 9, 9], [] == [])
print((1, 2) < (1, 2, 3), (1, "a") < (1, "b"), (2,) > (1, 100))
print([1, [2, 3]] == [1, [2, 3]], {"a": 1} == {"a": 1}, {1, 2} == {2, 1})
print({"a": 1, "b": 2} == {"b": 2, "a": 1}, (1, 2) == [1, 2])
print(None is None, None == None, 1 is not None)
a = [1, 2]
b = a
c = [1, 2]
print(a is b, a is c, a == c, a is not c)
print(1 in [1, 2], 3 not in [1, 2], "b" in "abc", "bc" in "abc", "x" not in "abc")
print(2 in {1: "a", 2: "b"}, "a" in {1: "a"}, 3 in {1, 2, 3}, 4 in (1, 2))
print(max("apple", "banana", "cherry"), min([3, 1, 2]), sorted([3, 1, 2]) == [1, 2, 3])
calls = []
def f(v):
    calls.append(v)
    return v
print(f(1) < f(2) < f(0) < f(3))
print(calls)
print(not 1, not 0, not [], not [0], not "", not "a", not None)
print(1 and 2, 0 and 2, 1 or 2, 0 or 2, None or "x", "" or [] or 0)
print(bool(0), bool(1), bool(-1), bool(0.0), bool(""), bool(" "), bool(()), bool((0,)), bool({}), bool(None))
print((3 > 2) + (2 > 1), [x > 2 for x in range(5)])
print(1 < 2 and 2 < 3 or False, not (1 < 2) or 5)
print(float("inf") > 10 ** 100, -float("inf") < -10 ** 100, 10 ** 100 < 1e101)
print(2 ** 53 + 1 > 2.0 ** 53, 2 ** 53 + 1 == 2.0 ** 53)
print(sorted([3, 1.5, 2, -1, 0.5]))
