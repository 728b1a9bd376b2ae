# Benchmark (held-out style, after the benchmarks game "mandelbrot"): float-heavy inner
# loops. Measures float multiply/add/compare in while loops, int bit operations packing
# pixels into bytes, and abs() on floats.
def mandel(size, max_iter):
    checksum = 0
    inside = 0
    for y in range(size):
        ci = 2.0 * y / size - 1.0
        bits = 0
        nbits = 0
        for x in range(size):
            cr = 2.0 * x / size - 1.5
            zr = 0.0
            zi = 0.0
            i = 0
            while i < max_iter:
                tr = zr * zr - zi * zi + cr
                zi = 2.0 * zr * zi + ci
                zr = tr
                if zr * zr + zi * zi > 4.0:
                    break
                i += 1
            bits = bits << 1
            if i == max_iter:
                bits |= 1
                inside += 1
            nbits += 1
            if nbits == 8:
                checksum = (checksum * 31 + bits) % 1000000007
                bits = 0
                nbits = 0
        checksum = (checksum + int(abs(zr) * 1000)) % 1000000007
    return checksum, inside


print(mandel(200, 80))
