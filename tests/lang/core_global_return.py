# Global reads through GETGLOBAL's inline cache and the lean RETURN / RETURNNONE paths:
# rebinding, deleting and re-creating globals, shadowing builtins, and returns from frames
# that are not plain Python callers (generators, __init__, calls from C such as sorted(key=)).
counter = 0


def read_counter():
    return counter


def bump():
    global counter
    counter += 1


for _ in range(5):
    bump()
print(read_counter())

# Rebinding a global between reads at the same site.
vals = []
for k in range(4):
    counter = k * 10
    vals.append(read_counter())
print(vals)

# Deleting a global makes the cached site raise NameError, re-creating it works again.
del counter
try:
    read_counter()
except NameError as e:
    print("NameError:", e)
counter = 99
print(read_counter())


# A builtin read through the cache, then shadowed by a global, then the global deleted.
def use_len(x):
    return len(x)


print(use_len("abc"))
len = lambda x: -1
print(use_len("abc"))
del len
print(use_len("abcd"))


# Many globals added after the site was cached (the dict grows and moves its entries).
def read_many():
    return zz_last


zz_last = "first"
print(read_many())
g_0 = 0; g_1 = 1; g_2 = 2; g_3 = 3; g_4 = 4; g_5 = 5; g_6 = 6; g_7 = 7; g_8 = 8; g_9 = 9
g_10 = 10; g_11 = 11; g_12 = 12; g_13 = 13; g_14 = 14; g_15 = 15; g_16 = 16; g_17 = 17; g_18 = 18; g_19 = 19
g_20 = 20; g_21 = 21; g_22 = 22; g_23 = 23; g_24 = 24; g_25 = 25; g_26 = 26; g_27 = 27; g_28 = 28; g_29 = 29
g_30 = 30; g_31 = 31; g_32 = 32; g_33 = 33; g_34 = 34; g_35 = 35; g_36 = 36; g_37 = 37; g_38 = 38; g_39 = 39
g_40 = 40; g_41 = 41; g_42 = 42; g_43 = 43; g_44 = 44; g_45 = 45; g_46 = 46; g_47 = 47; g_48 = 48; g_49 = 49
g_50 = 50; g_51 = 51; g_52 = 52; g_53 = 53; g_54 = 54; g_55 = 55; g_56 = 56; g_57 = 57; g_58 = 58; g_59 = 59
g_60 = 60; g_61 = 61; g_62 = 62; g_63 = 63; g_64 = 64; g_65 = 65; g_66 = 66; g_67 = 67; g_68 = 68; g_69 = 69
g_70 = 70; g_71 = 71; g_72 = 72; g_73 = 73; g_74 = 74; g_75 = 75; g_76 = 76; g_77 = 77; g_78 = 78; g_79 = 79
zz_last = "second"
print(read_many(), g_75)


# Returns of every kind.
def none_ret():
    pass


def val_ret(a):
    return a * 2


def gen():
    yield 1
    return 5


class Box:
    def __init__(self, v):
        self.v = v
        return None


class BadInit:
    def __init__(self):
        return 3


print(none_ret(), val_ret(21), list(gen()), Box(7).v)
print(sorted([3, 1, 2], key=val_ret), list(map(val_ret, [1, 2])))
try:
    BadInit()
except TypeError as e:
    print("TypeError:", e)


def deep(n):
    if n == 0:
        return "bottom"
    return deep(n - 1)


print(deep(500))


def returns_in_loop(n):
    for i in range(n):
        if i == 3:
            return i
    return -1


print(returns_in_loop(10), returns_in_loop(2))


def ret_from_try():
    try:
        return "try"
    finally:
        print("finally runs")


print(ret_from_try())


# A global str built with += at module level (an "owned" str appended in place) and read
# through cached sites in between: every read must see a snapshot that later appends leave
# alone. Every global the loop uses exists before peek() first runs, so no insertion changes
# the globals' version between filling peek's cache and the first owned store.
text = ""
seen = []
snap = None
k = 0


def peek():
    return text


snap = peek()  # fills peek's cache while text is an ordinary str
for k in range(6):
    text += "ab"
    seen.append(peek())
print(seen)
snap = peek()
text += "zz"
print(snap, text, peek())

# Deleting and re-adding other globals renumbers entries; cached reads and writes follow.
aa, bb, cc = 1, 2, 3


def read_cc():
    return cc


def write_cc(v):
    global cc
    cc = v


for k in range(3):
    del aa
    write_cc(k)
    print(read_cc(), cc)
    aa = k
    del bb
    bb = k * 2
print(aa, bb, cc)


# A class body reading and writing a global through `global`.
class Holder:
    global cc
    cc = "from class"
    seen_cc = cc


print(Holder.seen_cc, read_cc())
