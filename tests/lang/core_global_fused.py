# Fused global reads (GETGLOBAL2: two globals in one dispatch; GETGLOBALMOVE: a global then the
# MOVE of its first argument) and builtins read through the cached address of their entry:
# globals shadowing builtins between hits, then deleted again, the globals growing meanwhile,
# and NameError raised by either word of a fused pair.


def two_builtins(s):
    return max(len(s), abs(-3))  # GETGLOBAL max + GETGLOBAL len: one fused pair


def call_one(s):
    return len(s)  # GETGLOBAL len + MOVE s


results = []
for rnd in range(6):
    if rnd == 1:
        len = lambda s: 100  # a global now shadows the builtin
    elif rnd == 2:
        len = lambda s: -1  # rebound in place
    elif rnd == 3:
        del len  # the builtin again
    elif rnd == 4:
        abs = lambda x: 50  # the second word of the pair shadowed
        extra_0, extra_1, extra_2, extra_3, extra_4, extra_5 = range(6)  # the globals grow
    elif rnd == 5:
        del abs
    try:
        results.append((rnd, two_builtins("abcd"), call_one("xy")))
    except NameError as e:
        results.append((rnd, "NameError", str(e)))
print(results)
print(extra_5)


# NameError from the first and from the second word of a fused GETGLOBAL pair.
def first_missing():
    return missing_a + present_b


def second_missing():
    return present_b + missing_c


present_b = 2
for fn in (first_missing, second_missing, first_missing):
    try:
        print(fn())
    except NameError as e:
        print("NameError:", e)
    missing_a = 40  # defined after the first round
print(first_missing())


# Module-level fused reads in a loop while one of the two globals is rebound and deleted.
p, q = 1, 2
acc = []
for k in range(6):
    try:
        acc.append(p * 10 + q)
    except NameError as e:
        acc.append(str(e))
        q = k
    if k == 1:
        p = 5
    if k == 3:
        del q
print(acc)
