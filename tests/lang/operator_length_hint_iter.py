# cpython: skip
# operator.length_hint of a builtin iterator raises TypeError in Nearly (CPython counts the
# items left; Nearly's iterators have no __length_hint__); map and generators give the default.
import operator
for it in [iter([1, 2]), reversed([1]), iter(range(3)), map(str, [1]), (x for x in [1])]:
    try:
        print(operator.length_hint(it, 9))
    except TypeError as e:
        print("TypeError", e)
