# Method calls on unboxed ints and floats (LOADMETHOD caches int's/float's native method by
# type): one call site seeing ints, floats, bools, big ints and int subclasses, errors raised
# by the method, and a site whose receiver changes kind.


class MyInt(int):
    def bit_length(self):
        return -1


def bits(xs):
    return [x.bit_length() for x in xs]


print(bits([0, 1, 255, -256, 2**40, 2**100, True, False, MyInt(7), 3]))


def mixed(xs):
    out = []
    for x in xs:
        out.append(x.conjugate())   # int, float and bool all have conjugate
    return out


print(mixed([1, 2.5, True, -3, 10**30, 0.0, MyInt(4)]))


def ratios(xs):
    out = []
    for x in xs:
        try:
            out.append(x.as_integer_ratio())
        except (OverflowError, ValueError) as e:
            out.append(type(e).__name__ + ": " + str(e))
    return out


print(ratios([0.5, 3, float("inf"), -1.25, float("nan"), 7, 2**70]))


def floats(xs):
    return [(x.is_integer(), x.hex()) for x in xs]


print(floats([1.0, 1.5, -0.0, 1e300, 2.0**-1074]))


def to_bytes(xs):
    out = []
    for x in xs:
        try:
            out.append(x.to_bytes(2, "big"))
        except OverflowError as e:
            out.append("OverflowError: " + str(e))
    return out


print(to_bytes([1, 255, 65535, 65536, -1]))


def not_a_method(xs):
    out = []
    for x in xs:
        try:
            out.append(x.is_integer())
        except AttributeError as e:
            out.append("AttributeError: " + str(e))
    return out


print(not_a_method([2.0, 3, 2.5, "s", None]))
# Methods on int and float read as attributes (bound), not called at once.
m = (10).bit_length
f = (0.25).hex
print(m(), f(), [k.real for k in (1, 2.5, True)], [k.imag for k in (1, 2.5)])
total = 0
for i in range(1000):
    total += i.bit_length() + (i * 0.5).is_integer()
print(total)
