# Constant folding of << on int64 constants (found by fuzz_exec and fuzz_compile): the folder's
# overflow check computed (a << b) >> b in int64_t, undefined behaviour for a negative a and for
# results that do not fit, which UBSan reports (`make asan`, the fuzz build).
print(-8 << 3, -1 << 0, -1 << 62, -1 << 63, -(1 << 40) << 30)
print(-3 << 61, -5 << 62, -(2 ** 62) << 1, -(2 ** 62) << 2)
print(100 << 61, (2 ** 40) << 47, (2 ** 40) << 59, 1 << 62, 1 << 63, 3 << 62)
print(-7 >> 1, -1 >> 70, (-8 << 3) >> 3, (100 << 61) >> 61)
x = -8
print(x << 3, x << 61, x << 64)
