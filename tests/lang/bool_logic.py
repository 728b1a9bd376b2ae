# Boolean logic, short-circuit evaluation with side effects, truthiness of every builtin type.
trace = []
def t(v):
    trace.append(v)
    return v
print(t(0) and t(1), trace)
trace.clear()
print(t(2) and t(0) and t(3), trace)
trace.clear()
print(t(0) or t("") or t("x") or t(9), trace)
trace.clear()
print(t([]) or t(None), trace)
trace.clear()
print(not t(0) and t(5), trace)
for v in [0, 1, -1, 0.0, 0.1, "", "0", [], [0], (), (0,), {}, {0: 0}, set(), {0}, None, True, False, range(0), range(1)]:
    print(repr(v), bool(v), "truthy" if v else "falsy")
print(True and "yes", False or "no", None and 1, [] or {}, 0 or None)
print(True + 1, True * 3.5, sum([True, True, False]), True == 1.0, isinstance(True, int))
print(int(True), float(False), str(True), repr(False), True & True, True | False, not not 5)
x = 7
print(x > 5 and x < 10, not x > 5, x > 5 or crash_if_evaluated)
flags = [n % 2 == 0 for n in range(5)]
print(flags, any(flags), all(flags), flags.count(True))
def check(n):
    return "neg" if n < 0 else "zero" if n == 0 else "pos"
print([check(n) for n in (-2, 0, 2)])
a = [] or [1]
b = [2] and [3]
print(a, b)
print((1 < 2) == True, (1 > 2) is False, bool("False"), bool(" "))
count = 0
for v in [None, 0, "", [], "a", 1]:
    if not v:
        count += 1
print(count)
print(max(True, 0), min(False, -1), sorted([True, False, 0, 1]))
