# int() and float() strip only ASCII whitespace after turning Unicode spaces into ' ': the ASCII
# separators \x1c-\x1f (which str.isspace() accepts) make the literal invalid, as in CPython.
cases = ["5\x1c", "\x1c5", " 5\t\n", "5\x85", "\u20035\u2003", "5\x1f", "\x0b5\x0c",
         "\x1d-7", "  +12  ", "1_000\x1e", "3.5\x1f", "\u00a0 2.5 \u00a0"]
for s in cases:
    for f in (int, float):
        try:
            r = f(s)
        except ValueError as e:
            r = "ValueError: " + str(e)
        print(repr(s), f.__name__, r)
print("\x1c".isspace(), "\x1f".isspace(), "5\x1c".strip() == "5")
