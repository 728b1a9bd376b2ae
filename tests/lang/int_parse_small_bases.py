# int(text, base) in every explicit base through the short-text fast path (vm/np_int.c
# parse_small) and past its edges: signs, ASCII and other whitespace, both letter cases, values
# at and beyond the int64 bounds, texts past its length cap, and the shapes it hands to the
# general parser (underscores, prefixes, stray characters) with their errors.
import hashlib

for base in range(2, 37):
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"[:base]
    text = (digits[1:] + digits[:1]) * 2
    print(base, int(text, base), int(text.upper(), base), int("-" + text[:5], base),
          int("  +" + digits[-1] * 3 + "\t\n", base))
for text in ("9223372036854775807", "-9223372036854775808", "9223372036854775808",
             "-9223372036854775809", "18446744073709551615", "0" * 70 + "1", "0" * 80 + "7",
             "  42  ", "\u2003 42", "007", "-0"):
    print(repr(text), int(text), int(text, 10))
for text, base in (("7fffffffffffffff", 16), ("8000000000000000", 16), ("-8000000000000000", 16),
                   ("1" * 63, 2), ("1" * 64, 2), ("-1" + "0" * 63, 2), ("zzzzzzzzzzzz", 36),
                   ("zzzzzzzzzzzzz", 36), ("0x1f", 16), ("0b101", 2), ("0b1", 16), ("0o17", 8),
                   ("1_000", 10), ("ff_ff", 16), ("0x_1f", 16), ("0x1f", 34), ("\uff11\uff12", 16)):
    print(text, base, int(text, base))
for text, base in (("", 16), ("+", 16), ("-", 2), ("12 3", 10), ("g", 16), ("2", 2),
                   ("1__0", 10), ("_1", 10), ("1_", 10), ("0x", 16), ("12\x00", 10),
                   ("1.5", 10), ("\u00e9", 36)):
    try:
        print(int(text, base))
    except ValueError as e:
        print("ValueError", e)
for key in ("alpha", "beta", "gamma"):
    h = hashlib.md5(key.encode()).hexdigest()
    print(key, int(h[:12], 16), int(h[:16], 16), int(h, 16), int(h[:9], 16) % 1000)
