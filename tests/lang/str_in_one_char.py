# `ch in s` for a one-character needle over short and longer strs (vm/np_ops.c np_contains:
# a byte loop up to 16 bytes, memchr above): every position, absent characters, the empty str,
# non-ASCII text and needles.
base = "abcdefghijklmnopqrstuvwxyz0123456789"
rows = []
for n in range(0, 22):
    s = base[:n]
    rows.append((n, sum(c in s for c in base), "z" in s, "a" in s, s[-1:] in s, "" in s))
print(rows)
for s in ("", "é", "aé", "éa", "日本語テキスト", "x" * 15 + "é", "x" * 16 + "y", "x" * 17 + "y"):
    print(repr(s), [c in s for c in ("x", "y", "é", "a", "本", "\x00")])
print("\x00" in "a\x00b", "\x00" in "ab", "9" in "123456789", "0" in "123456789")
