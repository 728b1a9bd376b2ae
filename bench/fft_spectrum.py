# Benchmark (held-out style, after typical agent code): a small signal-processing toolkit.
# Synthetic signals (sums of sines with seeded noise) are windowed (Hann, Hamming, Blackman),
# transformed by a recursive radix-2 FFT on complex numbers and checked against an inverse FFT
# and a naive DFT on a short block; a spectrum analyzer finds peaks with parabolic
# interpolation, a FIR low-pass filter is designed by windowed sinc and applied by direct
# convolution, and a short-time Fourier transform tracks a chirp's dominant frequency.
import cmath
import math
import random
from dataclasses import dataclass


@dataclass
class Peak:
    bin: int
    freq: float
    magnitude: float


def fft(xs):
    n = len(xs)
    if n == 1:
        return [xs[0]]
    evens = fft(xs[0::2])
    odds = fft(xs[1::2])
    out = [0j] * n
    half = n // 2
    for k in range(half):
        t = cmath.exp(-2j * math.pi * k / n) * odds[k]
        out[k] = evens[k] + t
        out[k + half] = evens[k] - t
    return out


def ifft(xs):
    n = len(xs)
    conj = fft([x.conjugate() for x in xs])
    return [x.conjugate() / n for x in conj]


def dft(xs):
    n = len(xs)
    return [sum(xs[t] * cmath.exp(-2j * math.pi * k * t / n) for t in range(n)) for k in range(n)]


WINDOWS = {
    "rect": lambda i, n: 1.0,
    "hann": lambda i, n: 0.5 - 0.5 * math.cos(2 * math.pi * i / (n - 1)),
    "hamming": lambda i, n: 0.54 - 0.46 * math.cos(2 * math.pi * i / (n - 1)),
    "blackman": lambda i, n: (0.42 - 0.5 * math.cos(2 * math.pi * i / (n - 1))
                              + 0.08 * math.cos(4 * math.pi * i / (n - 1))),
}


def make_signal(rng, n, rate, tones, noise):
    out = []
    for i in range(n):
        t = i / rate
        v = sum(a * math.sin(2 * math.pi * f * t + ph) for f, a, ph in tones)
        out.append(v + rng.gauss(0.0, noise))
    return out


def find_peaks(spectrum, rate, n, threshold, limit=5):
    mags = [abs(c) for c in spectrum[: n // 2]]
    peaks = []
    for k in range(1, len(mags) - 1):
        if mags[k] > threshold and mags[k] >= mags[k - 1] and mags[k] > mags[k + 1]:
            a, b, c = mags[k - 1], mags[k], mags[k + 1]
            denom = a - 2 * b + c
            shift = 0.5 * (a - c) / denom if denom else 0.0
            peaks.append(Peak(k, (k + shift) * rate / n, b))
    peaks.sort(key=lambda p: -p.magnitude)
    return peaks[:limit]


def lowpass_taps(cutoff, rate, ntaps):
    fc = cutoff / rate
    mid = (ntaps - 1) / 2
    taps = []
    for i in range(ntaps):
        x = i - mid
        s = 2 * fc if x == 0 else math.sin(2 * math.pi * fc * x) / (math.pi * x)
        taps.append(s * WINDOWS["hamming"](i, ntaps))
    total = sum(taps)
    return [t / total for t in taps]


def convolve(signal, taps):
    n, m = len(signal), len(taps)
    out = []
    for i in range(n):
        acc = 0.0
        for j in range(min(m, i + 1)):
            acc += taps[j] * signal[i - j]
        out.append(acc)
    return out


def rms(xs):
    return math.sqrt(sum(x * x for x in xs) / len(xs))


def stft_track(signal, rate, size, hop):
    win = [WINDOWS["hann"](i, size) for i in range(size)]
    track = []
    for start in range(0, len(signal) - size + 1, hop):
        frame = [signal[start + i] * win[i] for i in range(size)]
        spec = fft(frame)
        mags = [abs(c) for c in spec[: size // 2]]
        k = max(range(1, len(mags)), key=mags.__getitem__)
        track.append(round(k * rate / size))
    return track


def main(n=2048, rounds=3, stft_len=4096):
    rng = random.Random(16)
    rate = 8000.0
    digest = 0
    # Correctness of the transform on a small block.
    block = [complex(rng.uniform(-1, 1), rng.uniform(-1, 1)) for _ in range(32)]
    err = max(abs(a - b) for a, b in zip(fft(block), dft(block)))
    back = max(abs(a - b) for a, b in zip(ifft(fft(block)), block))
    print(f"fft vs dft max error small: {err < 1e-9}, roundtrip ok: {back < 1e-12}")
    for r in range(rounds):
        tones = [(rng.choice([250.0, 440.0, 1000.0, 1250.0, 2000.0]) + 7.5 * r,
                  rng.uniform(0.3, 1.0), rng.uniform(0, math.pi)) for _ in range(3)]
        sig = make_signal(rng, n, rate, tones, 0.05)
        for name in sorted(WINDOWS):
            w = WINDOWS[name]
            windowed = [s * w(i, n) for i, s in enumerate(sig)]
            spec = fft([complex(v) for v in windowed])
            peaks = find_peaks(spec, rate, n, threshold=n * 0.02)
            desc = ", ".join(f"{p.freq:.1f}Hz" for p in peaks[:3])
            digest = (digest * 31 + sum(p.bin for p in peaks)) % 1000003
            print(f"round {r} {name:8s} peaks: {desc}")
        taps = lowpass_taps(600.0, rate, 31)
        filtered = convolve(sig, taps)
        print(f"round {r} rms before {rms(sig):.4f} after lowpass {rms(filtered):.4f}")
    chirp = [math.sin(2 * math.pi * (200 + 1500 * i / stft_len) * i / rate) for i in range(stft_len)]
    track = stft_track(chirp, rate, 256, 128)
    print(f"stft frames {len(track)} first {track[:4]} last {track[-4:]}")
    rising = sum(1 for a, b in zip(track, track[1:]) if b >= a)
    print(f"monotone steps {rising}/{len(track) - 1} digest {digest}")


if __name__ == "__main__":
    main()  # test: main(n=128, rounds=1, stft_len=512)
