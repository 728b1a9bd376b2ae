# Float formatting with no presentation type and a long precision (found by fuzz_format: the
# exponent probe used a 64-byte buffer, so from about 60 digits on the 'e' was cut off and
# the VM crashed reading past it).
for x in [1.5, -0.0, 0.1, 2.5e-7, 1e300, 123456.789, 9.999999999999999e22, 1 / 3]:
    for p in [17, 40, 41, 55, 60, 100, 340]:
        s = format(x, "." + str(p))
        print(p, len(s), s[:24], s[-12:])
print(f"{0.1:.100}")
print("{:>80.70}".format(2.5))
print("%.60g|%.45e" % (1.1, 1.1))
