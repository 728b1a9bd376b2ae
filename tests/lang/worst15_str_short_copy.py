# Concatenations and slices of every short length (0 to 40 bytes: np_str.c copies up to 16
# bytes inline, in overlapping pieces), ASCII and multi-byte, checked against the text built
# one character at a time.
text = "abcdefghijklmnopqrstuvwxyz0123456789ABCD"
wide = "äbçdéfğhıjķlmñoþqršţüvwxÿž0123456789ΑΒΓΔ"
for src in (text, wide):
    bad = []
    total = 0
    for n in range(0, 41):
        for m in range(0, 41, 3):
            a, b = src[:n], src[40 - m:]
            s = a + b
            ref = "".join([c for c in a] + [c for c in b])
            if s != ref or len(s) != n + m or len(s.encode()) != len(a.encode()) + len(b.encode()):
                bad.append((n, m))
            total += len(s)
            mid = src[n // 2:n]
            if mid != "".join(src[i] for i in range(n // 2, n)):
                bad.append(("slice", n))
    print(total, bad)
words = [text[i:i + k] for k in range(1, 18) for i in range(0, 40 - k, 7)]
edits = {w[:i] + c + w[i + 1:] for w in words for i in range(len(w)) for c in "xyz"}
print(len(words), len(edits), sorted(edits)[:5], sorted(edits)[-3:])
print(sum(len(w + "é" + w) for w in words), ("é" + "ab")[1:], "ab"[1:] + "é"[:1])
