# cpython: skip
# A '*' width of -2**63 (INT64_MIN) in printf-style formatting: negating it is undefined in C
# (UBSan aborted in fuzz_format). CPython's own C code overflows here and prints the value
# unpadded; Nearly refuses the width with MemoryError like every other absurd width.
for fmt in ["%*d", "%-*s", "%*.*f"]:
    try:
        args = (-2 ** 63, 5) if fmt != "%*.*f" else (-2 ** 63, 2, 1.5)
        print(len(fmt % args))
    except MemoryError as e:
        print(fmt, type(e).__name__)
