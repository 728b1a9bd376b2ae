# Format widths near 2**62 and 2**63 must raise MemoryError at once (found by fuzz_format: the
# size check computed width * 4, which wrapped around to 0, and the VM then tried to pad
# forever; `'%*d' % (-2**63, 5)` negated INT64_MIN, undefined behaviour).
for spec in ["4611686018427387904d", "4611686018427387905", "9223372036854775807",
             "4611686018427387904,d", "<4611686018427387904s", "4611686018427387904.2f"]:
    for v in [5, "abc", 2.5, 10 ** 30]:
        try:
            print(len(format(v, spec)))
        except (MemoryError, ValueError) as e:
            print(spec, type(e).__name__)
for w in [2 ** 62, 2 ** 62 + 1, 2 ** 63 - 1, -2 ** 63 + 1, -(2 ** 62)]:
    for fmt in ["%*d", "%*s", "%*.2f", "%-*x"]:
        try:
            print(len(fmt % (w, 5)))
        except MemoryError as e:
            print(fmt, w, type(e).__name__)
