# chr() of ASCII codes returns the shared one-character strs (equal and usable as keys like
# any str); the other ranges, bools, ints of other types and the errors are unchanged.
print([chr(i) for i in (0, 9, 10, 32, 65, 90, 97, 122, 126, 127)])
print(chr(128), chr(255), chr(0x263A), chr(0x10FFFF) == "\U0010ffff", chr(True), repr(chr(False)))
s = ""
for r in (7, 0, 25):
    s = chr(65 + r) + s
print(s, {chr(66): 1}["B"], chr(97) == "a", chr(97) + chr(98))


class I(int):
    pass


class Idx:
    def __index__(self):
        return 67


print(chr(I(68)), chr(Idx()))
for bad in (I(-1), I(2 ** 40), I(2 ** 80)):
    try:
        chr(bad)
    except (ValueError, OverflowError) as e:
        print(type(e).__name__, e)
for bad in (-1, 0x110000, 2 ** 31, 2 ** 70, 1.5, "a", None):
    try:
        chr(bad)
    except (ValueError, TypeError, OverflowError) as e:
        print(type(e).__name__, e)
try:
    chr(65, 66)
except TypeError as e:
    print("TypeError", e)
try:
    chr()
except TypeError as e:
    print("TypeError", e)
