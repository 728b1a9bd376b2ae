# Every public method and attribute of int (and bool, which inherits them), errors included.
def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

values = [0, 1, -1, 7, -8, 255, 2**63 - 1, -2**63, 2**64, -2**100 + 3, True, False]
for v in values:
    print(v, v.bit_length(), v.bit_count(), v.as_integer_ratio(), v.conjugate(),
          v.real, v.imag, v.numerator, v.denominator)
    print(type(v.conjugate()).__name__, type(v.real).__name__, type(v.numerator).__name__,
          type(v.as_integer_ratio()[0]).__name__)
print(int.bit_length(10), int.conjugate(-3), int.as_integer_ratio(12), int.bit_count(2**70 - 1))
m = (12345).bit_length
print(m(), (-2**200).bit_length(), (2**200).bit_count())
show(lambda: (5).bit_length(1))
show(lambda: (5).bit_count(x=1))
show(lambda: (5).as_integer_ratio(2))
show(lambda: (5).conjugate(1))
show(lambda: (5).real())
show(lambda: (5).nope)
show(lambda: int.nope)
show(lambda: setattr(5, "real", 3))
show(lambda: setattr(5, "imag", 3))
show(lambda: delattr(5, "numerator"))
show(lambda: setattr(5, "bit_length", 3))
show(lambda: setattr(True, "denominator", 3))
print(sum(x.bit_length() for x in range(100)), sorted([3, -1, 2], key=int.bit_length))
print((10).real + (10).imag * 2, (2**70).numerator // (2**70).denominator)
