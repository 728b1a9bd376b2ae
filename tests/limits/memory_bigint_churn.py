# args: --memory-limit 16M
# Big ints are pooled by their header size: GMP-allocated limbs are charged apart and uncharged
# when the int is freed (vm/np_gc.c free_obj), so making and dropping 200 000 ints of ~1 KB
# (200 MB in all, products: GMP allocates their limbs) and int-subclass instances stays within 16 MiB. Inline-limb ints (the 128-bit
# path) churn likewise.
class Big(int):
    pass

base = 3 ** 5000
total = 0
for i in range(200000):
    x = base * (i + 2)
    total += x & 0xFFFF
    if i % 50 == 0:
        total += Big(x) % 7
small = 0
for i in range(300000):
    small = (small * 6364136223846793005 + i) % (1 << 64)
print(total, small, base.bit_length())
