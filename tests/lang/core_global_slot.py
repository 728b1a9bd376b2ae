# GETGLOBAL / SETGLOBAL / GETGLOBALAUG sites whose inline cache holds the address of the
# global's value in the globals dict: the address must never be used after the dict grew
# (its entry array moved), lost an entry (compaction) or got owned strs, and a builtins entry
# must never be taken for a globals entry.
total = 0
seen = []
for step in range(40):
    total += step  # GETGLOBALAUG + SETGLOBAL sites hit again after every growth below
    seen.append(total)
    if step == 0:
        grow_0_0 = total + 0; grow_0_1 = total + 1; grow_0_2 = total + 2; grow_0_3 = total + 3; grow_0_4 = total + 4; grow_0_5 = total + 5
        print(step, total, grow_0_5)
    if step == 4:
        grow_4_0 = total + 0; grow_4_1 = total + 1; grow_4_2 = total + 2; grow_4_3 = total + 3; grow_4_4 = total + 4; grow_4_5 = total + 5
        print(step, total, grow_4_5)
    if step == 8:
        grow_8_0 = total + 0; grow_8_1 = total + 1; grow_8_2 = total + 2; grow_8_3 = total + 3; grow_8_4 = total + 4; grow_8_5 = total + 5
        del grow_0_1, grow_0_3
        print(step, total, grow_8_5)
    if step == 12:
        grow_12_0 = total + 0; grow_12_1 = total + 1; grow_12_2 = total + 2; grow_12_3 = total + 3; grow_12_4 = total + 4; grow_12_5 = total + 5
        del grow_4_1, grow_4_3
        print(step, total, grow_12_5)
    if step == 16:
        grow_16_0 = total + 0; grow_16_1 = total + 1; grow_16_2 = total + 2; grow_16_3 = total + 3; grow_16_4 = total + 4; grow_16_5 = total + 5
        del grow_8_1, grow_8_3
        print(step, total, grow_16_5)
    if step == 20:
        grow_20_0 = total + 0; grow_20_1 = total + 1; grow_20_2 = total + 2; grow_20_3 = total + 3; grow_20_4 = total + 4; grow_20_5 = total + 5
        del grow_12_1, grow_12_3
        print(step, total, grow_20_5)
        import math
    if step == 24:
        grow_24_0 = total + 0; grow_24_1 = total + 1; grow_24_2 = total + 2; grow_24_3 = total + 3; grow_24_4 = total + 4; grow_24_5 = total + 5
        del grow_16_1, grow_16_3
        print(step, total, grow_24_5)
    if step == 28:
        grow_28_0 = total + 0; grow_28_1 = total + 1; grow_28_2 = total + 2; grow_28_3 = total + 3; grow_28_4 = total + 4; grow_28_5 = total + 5
        del grow_20_1, grow_20_3
        print(step, total, grow_28_5)
    if step == 32:
        grow_32_0 = total + 0; grow_32_1 = total + 1; grow_32_2 = total + 2; grow_32_3 = total + 3; grow_32_4 = total + 4; grow_32_5 = total + 5
        del grow_24_1, grow_24_3
        print(step, total, grow_32_5)
    if step == 36:
        grow_36_0 = total + 0; grow_36_1 = total + 1; grow_36_2 = total + 2; grow_36_3 = total + 3; grow_36_4 = total + 4; grow_36_5 = total + 5
        del grow_28_1, grow_28_3
        print(step, total, grow_36_5)
print(total, seen[-3:], grow_36_5, math.floor(2.5))

# Module-level sites in a nested loop while another global is created and deleted each round.
acc = 0
for i in range(30):
    for j in range(5):
        acc += i * j % 7
    temp_name = i  # a new global, then gone: the version changes twice per round
    del temp_name
    if i % 10 == 9:
        print("acc", acc)


# A builtin read through its cache, then a global of the same name, then deleted again.
def count(x):
    return len(x)


print(count("abc"))
len = lambda x: 42
print(count("abc"))
del len
print(count("abcd"))


# A class body (its namespace is the globals dict of its own code) run many times.
def make(k):
    class C:
        base = total
        n = len(seen)
        doubled = k * 2

    return C.base, C.n, C.doubled


print([make(k) for k in range(3)])

# An owned str global built by += and read by a function and by another += site.
text = ""
for ch in "abcdef":
    text += ch
    text += "-"


def read_text():
    return text


print(read_text(), len(text))
text += "!"
print(read_text())

# Rebinding from a function (`global`) is seen by cached module-level reads and writes.
x = 1


def read_x():
    return x


def set_x(v):
    global x
    x = v


for v in range(3):
    set_x(v * 100)
    print(read_x(), end=" ")
    x = x + 1
    print(read_x())

# Deleting the global a cached site reads, then assigning it again.
y = 5
for attempt in range(3):
    try:
        print(y)
        del y
    except NameError as e:
        print("NameError:", e)
        y = attempt
