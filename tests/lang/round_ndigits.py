# round(x, nd) for floats: for nd in 0..19 the scaled value is rounded exactly in 128 bits and,
# when small enough, divided back in one correctly rounded step (stdlib/np_lib_builtins.c
# round_float_nd); other cases take the exact rational path. All must match CPython.
vals = [0.0, -0.0, 0.5, 1.5, 2.5, -2.5, 0.125, 0.375, 2.675, 1.005, 9.995, 0.045, 1e-7, 5e-324,
        123.456, -123.456, 1e15, 4.5e18, 4.62e18, 9.3e18, 1e19, 1e22, 1e300, 0.1, 0.7, 99.5,
        1 / 3, 2 / 3, 0.285, 1.0000000000000002, 4503599627370497.5, 9007199254740993.0]
seed = 99
for i in range(400):
    seed = (seed * 6364136223846793005 + 1442695040888963407) % 2**64
    vals.append(((seed >> 11) / 2**53 - 0.5) * 10.0 ** ((seed % 41) - 20))
out = []
for v in vals:
    out.append([round(v, nd) for nd in (0, 1, 2, 3, 5, 8, 12, 15, 17, 19, 20, 25, -1, -3)])
    out.append(round(v))
print(len(out))
for row in out:
    print(row)
for bad in [lambda: round(1e308, -400), lambda: round(float("inf"), 2), lambda: round(1.5, 2.0)]:
    try:
        print(bad())
    except (TypeError, OverflowError) as e:
        print(type(e).__name__, e)
