# %-formatting and int format specs: digits written backwards (base 10 by a constant divisor, 2/8/16
# by shifts) over the int64 range and big ints; a NUL conversion character is a ValueError as in
# CPython (it passed the strchr check and ended in a SystemError).
for fmt in ("%\x00", "a%\x00b", "%5\x00"):
    try:
        print(repr(fmt % 1))
    except ValueError as e:
        print("ValueError", e)
for v in (0, 1, -1, 255, -255, 2**63 - 1, -2**63, 123456789, 2**64, -2**70):
    print("%d %i %u %x %X %o %5d %-6x| %08X %#x %#o %+d % d" % ((v,) * 13), f"{v:b} {v:o} {v:x} {v:X} {v:#b} {v:,} {v:_x} {v:_b} {v:08d} {v:n}")
