# The count arguments of combinations, combinations_with_replacement, permutations, product's
# repeat, repeat's times and tee's n: ints (bools too) are taken, anything
# else raises CPython's TypeError, negatives ValueError, counts past ssize_t OverflowError.
import itertools as it


def show(f):
    try:
        r = f()
        print(list(r) if not isinstance(r, tuple) else [list(x) for x in r])
    except (TypeError, ValueError, OverflowError) as e:
        print(type(e).__name__ + ":", e)


pool = "abcd"
for r in [2, True, False, 0, 5, -1, 2.0, "2", None, 2**63]:
    show(lambda: list(it.combinations(pool, r))[:4])
    show(lambda: list(it.combinations_with_replacement("ab", r))[:4])
    show(lambda: list(it.permutations("abc", r))[:4])
    show(lambda: list(it.product("ab", repeat=r))[:4])
    show(lambda: it.repeat("x", r) if r is not None else ())
for n in [0, 1, True, 3, -1, 1.5]:
    show(lambda: it.tee(range(3), n))
print(type(it.combinations(pool, 2)) is it.combinations, isinstance(it.product(), it.product))
print(list(it.combinations(range(5), 3))[-3:], len(list(it.permutations(range(5)))))
