# str.upper/lower/casefold of ASCII strs, eight bytes at a time (np_lib_str.c ascii_case):
# every ASCII byte at every position of a word, around the range ends ('@' 'A' 'Z' '[', '`' 'a'
# 'z' '{'), lengths 0-20, and a non-ASCII str on the general path.
allc = "".join(chr(c) for c in range(128))
for n in (0, 1, 7, 8, 9, 15, 16, 17, 20):
    for k in range(0, 128, 9):
        s = (allc[k:] + allc)[:n]
        print(n, k, s.upper().encode(), s.lower().encode(), s.casefold().encode())
edge = "@AZ[`az{" * 3
print(edge.upper(), edge.lower(), edge.swapcase(), "Hello World, ÄÖ Straße".lower())
print("INVOICE Charge REFUND payment".lower().split(), "x" * 33 == ("X" * 33).lower())
