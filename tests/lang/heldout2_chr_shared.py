# chr() of an ASCII code returns the VM's shared one-character str: += on the result, and
# building strs from chr() in a loop, must never change the shared str; errors unchanged.
s = ""
for i in range(60, 70):
    c = chr(i)
    c += "x"
    s += chr(i)
    s += chr(i + 1000)
print(s, chr(65) == "A", chr(0), repr(chr(127)), chr(0x10FFFF) == "\U0010ffff")
t = chr(97)
t += "bc"
print(t, chr(97))
u = [chr(c) for c in (65, 65, 200, 200)]
u[0] += "!"
print(u, chr(65), "".join(chr(c) for c in range(97, 123)))
for bad in (-1, 0x110000, 2**40, 1.5, "a"):
    try:
        chr(bad)
    except (ValueError, TypeError, OverflowError) as e:
        print(type(e).__name__, e)
