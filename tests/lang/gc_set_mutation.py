# Sets mutated between collections keep every live key alive: keys added after a set became
# old, keys removed (leaving deleted slots before live ones), sets emptied and refilled, and
# sets whose only live key sits in the last slot. Enough garbage is made between the steps to
# run many collections; every key is a fresh object, so a key the collector missed would be
# freed and reused (its contents would then print wrong).


def churn(n):
    junk = None
    for i in range(n):
        junk = (i, [i], str(i))
    return junk


def main():
    sets = [set() for _ in range(200)]
    for round_ in range(6):
        for k, s in enumerate(sets):
            s.add(("k", k, round_, str(k * 31 + round_)))
            if round_ % 2 and len(s) > 1:
                s.discard(min(s))
        churn(60000)
        if round_ == 3:
            for s in sets[::7]:
                s.clear()
    total = 0
    for s in sets:
        for key in s:
            assert key[3] == str(key[1] * 31 + key[2]), key
            total += key[2]
    print(total, sum(len(s) for s in sets))
    # One live key among many deleted slots: add a block, delete all but the last added.
    big = set()
    keys = [("b", i, str(i)) for i in range(64)]
    for key in keys:
        big.add(key)
    for key in keys[:-1]:
        big.discard(key)
    del keys
    churn(200000)
    print(sorted(big), len(big))
    fs = frozenset(("f", i, str(i)) for i in range(50))
    churn(100000)
    print(sum(k[1] for k in fs), all(k[2] == str(k[1]) for k in fs))


main()
