# repr/str of nested containers: quote selection, escapes, recursive containers, mixed types.
print([1, "a", 2.5, None, True, (1,), [], {}, set()])
print({"k": [1, {"n": (2, 3)}], 2: "two", (1, 2): None})
print(["it's", 'say "x"', "both ' \"", "tab\t", "nl\n", "bs\\", "\x01", "\u00e9", "\U0001F600"])
print(repr("a'b\"c"), repr("'"), repr('"'), repr(""), str("plain"))
print((), (1,), (1, 2), ((1,),), [()], [[]], [[], [[]]])
a = [1, 2]
a.append(a)
print(a)
d = {"self": None}
d["self"] = d
print(d)
print(str([1.0, 2.50, -0.0, 1e100, float("inf")]), [10 ** 20, -5])
print(str({1: "a"}), repr({1: "a"}), str(("x",)), repr(["x"]))
print([print] == [print], [len, abs] == [len, abs])
nested = [[i, [i * 2, (i, str(i))]] for i in range(3)]
print(nested)
print({"a": {"b": {"c": {"d": {}}}}})
print(repr(1), repr(1.0), repr(-1), repr(True), repr(None), repr(...), repr(NotImplemented))
print(range(3), repr(range(1, 5, 2)), [range(2)], {"r": range(0)})
print(frozenset(), set(), [frozenset({1})], {frozenset({2}): 1})
print(type([]), [type(1)], {type("s"): 1}[str])
print("%r %s" % ([1, "a"], [1, "a"]), f"{[1, 'a']}", "{}".format({"a": [1]}))
