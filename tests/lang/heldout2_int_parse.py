# int(str) through the small-decimal fast path and around it: whitespace of every ASCII kind,
# signs, leading zeros, 18 and 19 digits, underscores, non-ASCII digits and spaces, explicit
# bases, and the errors.
cases = ["0", "7", "-7", "+7", "007", " 42 ", "\t-13\n", "\x0b\x0c5\r", "-0", "999999999999999999",
         "-999999999999999999", "1000000000000000000", "9223372036854775807",
         "-9223372036854775808", "9223372036854775808", "1_000", "1__0", "_1", "1_", "٣٤",
         "\u2003 12\u3000", "", " ", "+", "-", "- 5", "1 2", "0x10", "1.5", "12a", "\x00"]
for s in cases:
    try:
        print(repr(s), int(s))
    except ValueError as e:
        print(repr(s), "ValueError", e)
for s, b in [("ff", 16), ("0x1F", 0), ("777", 8), ("z", 36), ("10", 2), (" 12 ", 10), ("012", 0)]:
    try:
        print(s, b, int(s, b))
    except ValueError as e:
        print(s, b, "ValueError", e)
print(sum(int(str(i)) for i in range(-500, 500, 7)), int("  -00000000000000000012  "))
