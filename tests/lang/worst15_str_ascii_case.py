# title(), capitalize() and swapcase() of ASCII text (a byte loop in np_lib_str.c): letters
# after digits, apostrophes, underscores and spaces, every printable byte, empty text, and
# non-ASCII text next to them (the code-point path), against python3.
samples = ["", "a", "A", "hello world", "  red widget 12 ", "they're bill's friends",
           "HELLO wORLD", "x1y2z3", "abc_def-ghi.jkl", "4th of july", "o'NEIL mc'donald",
           "   ", "ALL CAPS HERE", "camelCaseWords", "snake_case_words", "\tTab\nnew\rline",
           "ümlaut straße", "ǆemal ǈubljana", "ΣΑΣ σας", "ﬁne ﬂow", "ß"]
printable = "".join(chr(i) for i in range(32, 127))
samples.append(printable)
samples.append(printable[::-1])
for s in samples:
    print(repr(s.title()), repr(s.capitalize()), repr(s.swapcase()))
words = ["%s%d %s" % (a, i, b) for i, (a, b) in enumerate(zip(["red", "QUICK", "sIlEnT"] * 5,
                                                                ["widget", "GADGET", "lAmP"] * 5))]
print([w.title() for w in words][:6], sum(len(w.title()) for w in words))
print([w.title().isascii() for w in ("abc", "ß")], "abc".title() == "Abc", "ABC".capitalize())
