# re.error for the common pattern mistakes says what CPython 3.11 says, at the same position:
# unbalanced parentheses, nothing to repeat / multiple repeat, unterminated sets, bad ranges,
# bad escapes, bad {m,n}, bad or repeated group names, bad group references.
import re

PATTERNS = ["(", ")", "a)", "(a", "((a)", "(?:a", "x(y(z)", "a(b)c)", "*a", "a**", "+", "?",
            "a|*", "(*)", "x{2}*", "[a", "[]", "[^", "a[bc", "[z-a]", "[a-c9-0]", "\\",
            "ab\\", "a{2,1}", "x{5,3}y", "(?P<n>a)(?P<n>b)", "(?P<x>a)(b)(?P<x>c)",
            "\\q", "a\\yb", "[\\q]", "(?<=a+)b", "(?P<1>a)", "\\1", "(a)\\2",
            "[\\d-z]", "[a-\\w]", "é(", "ü[", "(?P<name>\\d+)-(?P=name)", "a{,3}", "(?i)a("]
for pat in PATTERNS:
    try:
        re.compile(pat)
        print(repr(pat), "compiles")
    except re.error as e:
        print(repr(pat), "|", e, "|", e.msg, "|", e.pos, e.pattern == pat)
try:
    re.search("(", "x")
except re.error as e:
    print("search:", e)
try:
    re.sub("[", "", "x")
except re.error as e:
    print("sub:", e)
