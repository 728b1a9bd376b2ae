# splitlines skips printable ASCII and tab without decoding; every line break class (\n, \r\n, \r,
# \x0b, \x0c, \x1c-\x1e, \x85, \u2028, \u2029) must still split, other controls and DEL must not.
tests = ["a\nb\r\nc\rd\x0be\x0cf\x1cg\x1dh\x1ei\x85j\u2028k\u2029l", "", "\n", "x\n\n", "\r\n\r\n", "tab\there\n", "caf\u00e9\nna\u00efve\r", "\x7f\n\x1f\x00end", "no break", "\u2028", "a\x85"]
for t in tests:
    print(t.splitlines(), t.splitlines(True), t.splitlines(keepends=True))
big = "".join("line %d\tcol\n" % i if i % 3 else "r%d\r\n" % i for i in range(3000))
print(len(big.splitlines()), big.splitlines()[-3:], len(big.splitlines(True)[7]))
