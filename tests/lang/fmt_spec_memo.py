# One spec text formats values of several types in turn: the parsed spec is remembered by its
# text (vm/np_format.c parse_spec), so each use must still apply its own type's rules and name
# its own type in errors.
class S(str):
    pass


class I(int):
    pass


for _ in range(3):
    # The 0 flag pads a str on the right (no '=' alignment) and a number after its sign.
    print(f"{'ab':05}|{-7:05}|{'ab':05}|{2.5:05}|{S('x'):05}|{I(-3):05}")
    print(format("ab", "05"), format(-7, "05"), format(True, "05"))
    print(f"{'q':*^7}|{3:*^7}|{'q':*^7}|{-1.25:*^7}")
    print("{:>6}|{:>6}|{:>6}".format("s", 12, 1.5))
    print("{0:,}|{1:,}|{0:_}".format(1234567, 7654321.125))
    for v in (5, 5.0, "5", True, I(5), S("5")):
        for spec in ("d", "s", ".2f", "x", "c", ",", "=5", "+", "z", "_", "#x", "n"):
            try:
                print(repr(spec), type(v).__name__, repr(format(v, spec)))
            except (ValueError, TypeError) as e:
                print(repr(spec), type(v).__name__, type(e).__name__, e)
    # Bad specs are never remembered; the good spec after them still works.
    for spec in ("<<<", ".", "5,_", ",,", "__", ",x", "_s", ",c", "abcdefgh", "0>12.3f",
                 "0>12.3f9", "0>12.3f"):
        for v in (1, "a", 1.5):
            try:
                print(repr(format(v, spec)))
            except ValueError as e:
                print(type(v).__name__, spec, e)
    print(f"{42:>8}|{'é':é>4}|{42:é<4}|{'ab':é^6}")
