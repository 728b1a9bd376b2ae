# Benchmark (held-out style, after typical agent code): grayscale image processing on a
# list-of-lists image. Generates a synthetic picture (gradients, circles, noise), then applies
# a 3x3 box blur and a Gaussian kernel by convolution with edge clamping, Sobel edge magnitude
# with math.hypot, Otsu thresholding from the histogram, connected-component labelling by BFS,
# histogram equalisation, 2x downscaling, and run-length encoding of the binary mask. Prints
# statistics and an ASCII thumbnail.
import math
import random
from collections import deque

Image = list  # list[list[int]]


def synth(w, h, seed):
    rng = random.Random(seed)
    img = [[(x * 255 // w + y * 64 // h) // 2 for x in range(w)] for y in range(h)]
    for _ in range(12):
        cx, cy, r = rng.randrange(w), rng.randrange(h), rng.randint(4, w // 6)
        shade = rng.randint(120, 255)
        for y in range(max(0, cy - r), min(h, cy + r + 1)):
            for x in range(max(0, cx - r), min(w, cx + r + 1)):
                if (x - cx) ** 2 + (y - cy) ** 2 <= r * r:
                    img[y][x] = shade
    for row in img:
        for x in range(w):
            row[x] = min(255, max(0, row[x] + rng.randint(-12, 12)))
    return img


def convolve(img, kernel, scale):
    h, w = len(img), len(img[0])
    k = len(kernel) // 2
    out = []
    for y in range(h):
        row = []
        for x in range(w):
            acc = 0
            for dy, krow in enumerate(kernel):
                src = img[min(h - 1, max(0, y + dy - k))]
                for dx, kv in enumerate(krow):
                    acc += kv * src[min(w - 1, max(0, x + dx - k))]
            row.append(min(255, max(0, round(acc / scale))))
        out.append(row)
    return out


def sobel(img):
    h, w = len(img), len(img[0])
    out = [[0] * w for _ in range(h)]
    for y in range(1, h - 1):
        up, mid, down = img[y - 1], img[y], img[y + 1]
        for x in range(1, w - 1):
            gx = (up[x + 1] + 2 * mid[x + 1] + down[x + 1]) - (up[x - 1] + 2 * mid[x - 1] + down[x - 1])
            gy = (down[x - 1] + 2 * down[x] + down[x + 1]) - (up[x - 1] + 2 * up[x] + up[x + 1])
            out[y][x] = min(255, int(math.hypot(gx, gy)))
    return out


def histogram(img):
    hist = [0] * 256
    for row in img:
        for v in row:
            hist[v] += 1
    return hist


def otsu(hist):
    total = sum(hist)
    sum_all = sum(i * c for i, c in enumerate(hist))
    best_t, best_var = 0, -1.0
    w_b = sum_b = 0
    for t in range(256):
        w_b += hist[t]
        if w_b == 0 or w_b == total:
            continue
        sum_b += t * hist[t]
        m_b = sum_b / w_b
        m_f = (sum_all - sum_b) / (total - w_b)
        var = w_b * (total - w_b) * (m_b - m_f) ** 2
        if var > best_var:
            best_t, best_var = t, var
    return best_t


def components(mask):
    h, w = len(mask), len(mask[0])
    labels = [[0] * w for _ in range(h)]
    sizes = []
    for y in range(h):
        for x in range(w):
            if mask[y][x] and not labels[y][x]:
                label = len(sizes) + 1
                labels[y][x] = label
                queue = deque([(y, x)])
                size = 0
                while queue:
                    cy, cx = queue.popleft()
                    size += 1
                    for ny, nx in ((cy - 1, cx), (cy + 1, cx), (cy, cx - 1), (cy, cx + 1)):
                        if 0 <= ny < h and 0 <= nx < w and mask[ny][nx] and not labels[ny][nx]:
                            labels[ny][nx] = label
                            queue.append((ny, nx))
                sizes.append(size)
    return labels, sizes


def equalize(img, hist):
    cdf, run = [], 0
    for c in hist:
        run += c
        cdf.append(run)
    lo = next(c for c in cdf if c)
    n = cdf[-1]
    lut = [round((c - lo) * 255 / (n - lo)) if n > lo else 0 for c in cdf]
    return [[lut[v] for v in row] for row in img]


def rle(mask):
    runs = []
    for row in mask:
        cur, count = row[0], 0
        for v in row:
            if v == cur:
                count += 1
            else:
                runs.append((cur, count))
                cur, count = v, 1
        runs.append((cur, count))
    return runs


def main(w=320, h=240):
    img = synth(w, h, 5)
    blur = convolve(img, [[1, 1, 1], [1, 1, 1], [1, 1, 1]], 9)
    gauss = convolve(img, [[1, 2, 1], [2, 4, 2], [1, 2, 1]], 16)
    edges = sobel(gauss)
    hist = histogram(blur)
    t = otsu(hist)
    mask = [[1 if v > t else 0 for v in row] for row in blur]
    labels, sizes = components(mask)
    eq = equalize(img, histogram(img))
    small = [[(eq[y][x] + eq[y][x + 1] + eq[y + 1][x] + eq[y + 1][x + 1]) // 4
              for x in range(0, w - 1, 2)] for y in range(0, h - 1, 2)]
    runs = rle(mask)
    print(f"image {w}x{h}: mean {sum(map(sum, img)) / (w * h):.2f}, blur mean {sum(map(sum, blur)) / (w * h):.2f}")
    print(f"otsu threshold {t}, foreground {sum(map(sum, mask))} px, {len(sizes)} components")
    print("largest components:", sorted(sizes, reverse=True)[:6])
    print(f"edge energy {sum(map(sum, edges))}, strong edges {sum(v > 128 for row in edges for v in row)}")
    print(f"equalized histogram nonzero bins {sum(1 for c in histogram(eq) if c)}, runs {len(runs)}")
    ramp = " .:-=+*#%@"
    for y in range(0, len(small), max(1, len(small) // 12)):
        print("".join(ramp[v * len(ramp) // 256] for v in small[y][:: max(1, len(small[0]) // 60)]))
    checksum = 0
    for row in labels:
        for v in row:
            checksum = (checksum * 31 + v) % 1000000007
    print("label checksum", checksum)


if __name__ == "__main__":
    main()  # test: main(w=40, h=30)
