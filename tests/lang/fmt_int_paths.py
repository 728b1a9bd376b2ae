# Integer formatting paths written straight into the result (vm/np_format.c: digit pairs,
# grouping runs, fills, signs and prefixes) and %(key)s lookups through interned keys.
vals = [0, 7, -7, 42, -999, 1000, 12345, -123456, 1234567, 10 ** 9, -(10 ** 12) - 1,
        2 ** 63 - 1, -(2 ** 63), 2 ** 64 + 5, -(2 ** 70)]
for v in vals:
    print(f"{v:,}|{v:_}|{v:>14,}|{v:<14_}|{v:^15,}|{v:015,}|{v:+,}|{v: 012_}")
    print(f"{v:d}|{v:5d}|{v:05}|{v:x}|{v:#x}|{v:#X}|{v:_x}|{v:#_b}|{v:o}|{v:#o}|{v:=+10}")
    print("%d|%5d|%-6d|%05d|%x|%X|%o|%+d|% d|%#x|%.3d|%8.4d" % ((v,) * 12))
for w in range(0, 14):
    print(f"{123:0{w},}|{-45678:0{w}_}|{9:*>{w}}|{-9:é^{w}}|{12:é<{w},}")


class Missing(dict):
    def __missing__(self, key):
        return f"<{key}>"


class Mapping:
    def __getitem__(self, key):
        return key.upper()


d = {"name": "ada", "n": 3, "é": "e-acute", "x": 2.5}
for _ in range(3):
    print("%(name)s has %(n)d items, %(x).2f, %(é)s" % d)
    print("%(name)s and %(other)s" % Missing(name="bob"))
    print("%(abc)s-%(q)r" % Mapping())
    try:
        print("%(nope)s" % d)
    except KeyError as e:
        print("KeyError", e)
    try:
        print("%(n)s" % {1: 2})
    except KeyError as e:
        print("KeyError", e)
long_key = "k" * 300
print(("%(" + long_key + ")s|") % {long_key: "v" * 250})
print(len("%s%s" % ("a" * 150, "b" * 150)), "%-250s|" % "x")
print("{:>300}".format(7)[-5:], len(f"{'y':^401}"))
