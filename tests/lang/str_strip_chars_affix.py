# strip(chars) looks ASCII bytes up in a short chars set by a loop (memchr past 16 bytes), and
# startswith/endswith compare a one-byte candidate without memcmp (stdlib/np_lib_str.c).
words = ["", ",", ",.;", "abc", ",abc.", ";;a;;", "é,", ",é", "éaé", ".,;x;,.", "  x  ", "xyz"]
sets = ["", ",", ",.;", "é", "aé", ",.;:!?-_()[]{}<>", ",.;:!?-_()[]{}<>@", "xyzabc" * 4, " "]
for w in words:
    print([w.strip(c) for c in sets], [w.lstrip(c) for c in sets], [w.rstrip(c) for c in sets])
for w in words:
    r = []
    for p in ("", "a", ",", "é", "ab", ("a", "x", ","), ("é", ""), ("q",), (), (".", ";")):
        r.append((w.startswith(p), w.endswith(p), w.startswith(p, 1), w.endswith(p, 0, -1)))
    print(w, r)
try:
    "abc".strip(5)
except TypeError as e:
    print(e)
try:
    "abc".startswith(("a", 5))
except TypeError as e:
    print(e)
