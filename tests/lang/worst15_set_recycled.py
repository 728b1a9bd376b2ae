# New sets reuse the blocks of dead ones without zeroing them (np_set_new writes every field):
# sets that popped (moving their pop finger), grew, were hashed as frozensets and then died are
# followed by new sets whose pops, sizes, hashes and orders must start afresh, as in CPython.


def churn(rounds):
    out = []
    for r in range(rounds):
        s = set(range(r % 7, r % 7 + 6))
        popped = [s.pop() for _ in range(3)]
        f = frozenset(s)
        out.append((popped, hash(f) == hash(frozenset(sorted(s))), len(s)))
    return out


print(churn(5))
for r in range(200):
    fresh = set()
    fresh.update([3, 1, 2])
    assert len(fresh) == 3, len(fresh)
    order = [fresh.pop() for _ in range(3)]
    assert order == [1, 2, 3], order
    g = frozenset([9, 8])
    assert hash(g) == hash(frozenset([8, 9]))
    churn(2)
print(order, len(fresh), sorted(g))
s = {5, 13, 21}
print(s.pop(), s.pop(), s, set() == frozenset(), len(set()))
